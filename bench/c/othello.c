/*
 * The C baseline of the Othello bench (bench/othello.bench.ts): the same perft (R-OTH-4) and the same
 * WThor archive replay as the TypeScript engine, written the way a native engine does them, so the
 * bench can report how far the shared engine is from the metal. Edax is not available here; this
 * program stands in for it (docs/othello.md).
 *
 * Board: one uint64_t per side, bit s = square s = 8 * (rank - 1) + (file - 1), a1 = bit 0 (as in
 * src/shared/games/othello/bitboard.ts). Moves: shift-mask (Kogge-Stone) fills in eight directions.
 * Flips: per direction, the first square beyond the move that is not an opponent disc, found with a
 * bit scan on a precomputed ray; the line up to it flips when it is a player disc.
 *
 *   othello perft DEPTH            -> "nodes <n> cpu <seconds>"
 *   othello replay MIN FILE.wtb... -> "games <n> legal <n> matches <n> cpu <seconds>"
 *   othello print OUT JOU TRN FILE.wtb... -> the JSON lines `td wthor` prints for the same files, into OUT
 *     (JOU / TRN may be "-" for none); the bench times the whole process, as it times `td wthor`
 *
 * CPU time is the process CPU clock around the work only (files are read before the clock starts).
 * Build: cc -O2 -march=native -o othello othello.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t u64;

static const u64 INNER = 0x7e7e7e7e7e7e7e7eULL; /* files b..g */

/* One direction of the move generator: player discs p filled through opponent discs o (masked). */
#define FILL_UP(p, o, s, out) do {                                   \
    u64 t_ = (o) & ((p) << (s));                                       \
    t_ |= (o) & (t_ << (s));                                           \
    u64 q_ = (o) & ((o) << (s));                                       \
    t_ |= q_ & (t_ << (2 * (s)));                                      \
    t_ |= q_ & (t_ << (2 * (s)));                                      \
    (out) |= t_ << (s);                                                \
  } while (0)
#define FILL_DOWN(p, o, s, out) do {                                 \
    u64 t_ = (o) & ((p) >> (s));                                       \
    t_ |= (o) & (t_ >> (s));                                           \
    u64 q_ = (o) & ((o) >> (s));                                       \
    t_ |= q_ & (t_ >> (2 * (s)));                                      \
    t_ |= q_ & (t_ >> (2 * (s)));                                      \
    (out) |= t_ >> (s);                                                \
  } while (0)

/* The legal squares of the player p against the opponent o (othello rules 2-4). */
static inline u64 mobility(u64 p, u64 o) {
  u64 m = 0;
  const u64 io = o & INNER;
  FILL_UP(p, io, 1, m);
  FILL_DOWN(p, io, 1, m);
  FILL_UP(p, o, 8, m);
  FILL_DOWN(p, o, 8, m);
  FILL_UP(p, io, 9, m);
  FILL_DOWN(p, io, 9, m);
  FILL_UP(p, io, 7, m);
  FILL_DOWN(p, io, 7, m);
  return m & ~(p | o);
}

/* RAY[sq][d]: the squares beyond sq in direction d up to the edge; d < 4 raise the index. */
static u64 RAY[64][8];

static void init_rays(void) {
  static const int df[8] = {1, 0, 1, -1, -1, 0, -1, 1};
  static const int dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  for (int sq = 0; sq < 64; sq++)
    for (int d = 0; d < 8; d++) {
      u64 r = 0;
      for (int f = (sq & 7) + df[d], k = (sq >> 3) + dr[d]; f >= 0 && f < 8 && k >= 0 && k < 8; f += df[d], k += dr[d])
        r |= 1ULL << (k * 8 + f);
      RAY[sq][d] = r;
    }
}

/* The opponent discs a player disc on sq turns (othello rules 3-5); 0 when the move is illegal. */
static inline u64 flips(int sq, u64 p, u64 o) {
  u64 f = 0;
  const u64 *ray = RAY[sq];
  for (int d = 0; d < 4; d++) { /* rising: the first blocker is the lowest set bit */
    const u64 x = ray[d] & ~o;
    const u64 b = x & (0 - x);
    if (b & p) f |= ray[d] & (b - 1);
  }
  for (int d = 4; d < 8; d++) { /* falling: the highest set bit */
    const u64 x = ray[d] & ~o;
    if (x) {
      const u64 b = 1ULL << (63 - __builtin_clzll(x));
      if (b & p) f |= ray[d] & ~(b | (b - 1));
    }
  }
  return f;
}

/* R-OTH-4: a pass is a move, a finished game one leaf at every greater depth; last ply bulk-counted. */
static u64 count(u64 p, u64 o, int depth, int passed) {
  u64 m = mobility(p, o);
  if (!m) {
    if (passed || depth == 1) return 1;
    return count(o, p, depth - 1, 1);
  }
  if (depth == 1) return (u64)__builtin_popcountll(m);
  u64 nodes = 0;
  if (depth == 2) {
    while (m) {
      const int sq = __builtin_ctzll(m);
      m &= m - 1;
      const u64 f = flips(sq, p, o);
      const u64 n = (u64)__builtin_popcountll(mobility(o ^ f, p | f | (1ULL << sq)));
      nodes += n ? n : 1;
    }
    return nodes;
  }
  while (m) {
    const int sq = __builtin_ctzll(m);
    m &= m - 1;
    const u64 f = flips(sq, p, o);
    nodes += count(o ^ f, p | f | (1ULL << sq), depth - 1, 0);
  }
  return nodes;
}

static double cpu_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

enum { HEADER = 16, GAME = 68 };

typedef struct { unsigned char *bytes; size_t size; } File;

/*
 * One WThor game replayed as the engine does (shared/data/wthor/README.md): every move byte a square,
 * every move legal (a side without a move passes implicitly, R-OTH-2); at the end, whether neither
 * side can move and, if so, whether the official count (R-OTH-3) equals the recorded score.
 * Returns 0 for a bad or illegal game, 1 legal, 2 legal, finished and scored as recorded.
 */
static int replay_game(const unsigned char *g) {
  u64 black = (1ULL << 28) | (1ULL << 35), white = (1ULL << 27) | (1ULL << 36);
  u64 *p = &black, *o = &white;
  int ended = 0;
  for (int k = 0; k < 60; k++) {
    const int byte = g[8 + k];
    if (byte == 0) { ended = 1; continue; }
    if (ended) return 0;
    const int rank = byte / 10, file = byte % 10;
    if (rank < 1 || rank > 8 || file < 1 || file > 8) return 0;
    const int sq = (rank - 1) * 8 + (file - 1);
    const u64 bit = 1ULL << sq;
    if (!(mobility(*p, *o) & bit)) {
      if (mobility(*p, *o) || !(mobility(*o, *p) & bit)) return 0;
      u64 *t = p; p = o; o = t; /* implied pass */
    }
    const u64 f = flips(sq, *p, *o);
    *p |= f | bit;
    *o ^= f;
    u64 *t = p; p = o; o = t;
  }
  if (mobility(black, white) || mobility(white, black)) return 1;
  int b = __builtin_popcountll(black), w = __builtin_popcountll(white);
  const int empty = 64 - b - w;
  if (b > w) b += empty; else if (w > b) w += empty; else b += empty / 2;
  return b == g[6] ? 2 : 1;
}

static int replay(long min, int nfiles, char **paths) {
  File *files = calloc((size_t)nfiles, sizeof(File));
  for (int i = 0; i < nfiles; i++) {
    FILE *fp = fopen(paths[i], "rb");
    if (!fp) { fprintf(stderr, "cannot open %s\n", paths[i]); return 1; }
    fseek(fp, 0, SEEK_END);
    files[i].size = (size_t)ftell(fp);
    fseek(fp, 0, SEEK_SET);
    files[i].bytes = malloc(files[i].size);
    if (fread(files[i].bytes, 1, files[i].size, fp) != files[i].size) { fprintf(stderr, "cannot read %s\n", paths[i]); return 1; }
    fclose(fp);
  }
  long games = 0, legal = 0, matches = 0;
  const double start = cpu_seconds();
  while (games < min) {
    for (int i = 0; i < nfiles; i++) {
      if (files[i].size < HEADER) continue;
      const size_t n = (files[i].size - HEADER) / GAME;
      for (size_t j = 0; j < n; j++) {
        const int r = replay_game(files[i].bytes + HEADER + j * GAME);
        games++;
        legal += r > 0;
        matches += r == 2;
      }
    }
    if (games == 0) break;
  }
  const double cpu = cpu_seconds() - start;
  printf("games %ld legal %ld matches %ld cpu %.6f\n", games, legal, matches, cpu);
  return 0;
}

/* ---- print: the lines of `td wthor` (src/cli/wthor-lines.ts), for the output half of the comparison ---- */

typedef struct { char **text; int count; } Names;

/* A names file as td reads it: latin-1 records up to a NUL, trailing JS whitespace trimmed, kept as a JSON string. */
static Names read_names(const char *path, int record) {
  Names n = {0, 0};
  if (strcmp(path, "-") == 0) return n;
  FILE *fp = fopen(path, "rb");
  if (!fp) return n;
  fseek(fp, 0, SEEK_END);
  const long size = ftell(fp);
  fseek(fp, 0, SEEK_SET);
  unsigned char *b = malloc((size_t)size);
  if (fread(b, 1, (size_t)size, fp) != (size_t)size) { fclose(fp); free(b); return n; }
  fclose(fp);
  n.count = size < HEADER ? 0 : (int)((size - HEADER) / record);
  n.text = calloc((size_t)n.count + 1, sizeof(char *));
  for (int i = 0; i < n.count; i++) {
    const unsigned char *r = b + HEADER + (long)i * record;
    int len = 0;
    while (len < record && r[len]) len++;
    while (len > 0 && (r[len - 1] == ' ' || (r[len - 1] >= 9 && r[len - 1] <= 13) || r[len - 1] == 0xa0)) len--;
    char *out = malloc((size_t)len * 6 + 3), *o = out;
    *o++ = '"';
    for (int k = 0; k < len; k++) {
      const unsigned char c = r[k];
      if (c == '"' || c == '\\') { *o++ = '\\'; *o++ = (char)c; }
      else if (c < 0x20) {
        const char *esc = c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : c == '\b' ? "\\b" : c == '\f' ? "\\f" : NULL;
        if (esc) { memcpy(o, esc, 2); o += 2; } else o += sprintf(o, "\\u%04x", c);
      } else if (c < 0x80) *o++ = (char)c;
      else { *o++ = (char)(0xc0 | (c >> 6)); *o++ = (char)(0x80 | (c & 0x3f)); } /* latin-1 to UTF-8 */
    }
    *o++ = '"';
    *o = 0;
    n.text[i] = out;
  }
  free(b);
  return n;
}

static void print_named(FILE *out, const Names *names, int have, int id) {
  if (!have) fprintf(out, "{\"id\":%d}", id);
  else fprintf(out, "{\"id\":%d,\"name\":%s}", id, id < names->count ? names->text[id] : "null");
}

/* One game as `td wthor` prints it; an unreadable or illegal game gets a short error line (the archive has none). */
static void print_game(FILE *out, const char *file, const unsigned char *g, int index, const Names *jou, int hj, const Names *trn, int ht) {
  char transcript[121];
  int len = 0, ended = 0, bad = 0;
  u64 black = (1ULL << 28) | (1ULL << 35), white = (1ULL << 27) | (1ULL << 36);
  u64 *p = &black, *o = &white;
  for (int k = 0; k < 60 && !bad; k++) {
    const int byte = g[8 + k];
    if (byte == 0) { ended = 1; continue; }
    const int rank = byte / 10, f = byte % 10;
    if (ended || rank < 1 || rank > 8 || f < 1 || f > 8) { bad = 1; break; }
    const int sq = (rank - 1) * 8 + (f - 1);
    const u64 bit = 1ULL << sq;
    if (!(mobility(*p, *o) & bit)) {
      if (mobility(*p, *o) || !(mobility(*o, *p) & bit)) { bad = 2; break; }
      u64 *t = p; p = o; o = t;
    }
    const u64 fl = flips(sq, *p, *o);
    *p |= fl | bit;
    *o ^= fl;
    u64 *t = p; p = o; o = t;
    transcript[len++] = (char)('a' + f - 1);
    transcript[len++] = (char)('0' + rank);
  }
  transcript[len] = 0;
  if (file) fprintf(out, "{\"file\":\"%s\",", file); else fputc('{', out);
  if (bad) { fprintf(out, "\"game\":%d,\"error\":{\"message\":\"unreadable or illegal\"}}\n", index); return; }
  const int finished = !mobility(black, white) && !mobility(white, black);
  int b = __builtin_popcountll(black), w = __builtin_popcountll(white);
  fprintf(out, "\"game\":%d,\"tournament\":", index);
  print_named(out, trn, ht, g[0] | (g[1] << 8));
  fputs(",\"players\":{\"black\":", out);
  print_named(out, jou, hj, g[2] | (g[3] << 8));
  fputs(",\"white\":", out);
  print_named(out, jou, hj, g[4] | (g[5] << 8));
  fprintf(out, "},\"transcript\":\"%s\",\"legal\":true,\"finished\":%s,\"discs\":{\"black\":%d,\"white\":%d},\"official\":",
          transcript, finished ? "true" : "false", b, w);
  if (finished) {
    const int empty = 64 - b - w;
    if (b > w) b += empty; else if (w > b) w += empty; else { b += empty / 2; w += empty / 2; }
    fprintf(out, "{\"black\":%d,\"white\":%d}", b, w);
  } else fputs("null", out);
  fprintf(out, ",\"recorded\":{\"black\":%d,\"white\":%d},\"theoretical\":%d", g[6], 64 - g[6], g[7]);
  if (finished && b != g[6]) fprintf(out, ",\"error\":{\"rule\":\"R-OTH-3\",\"message\":\"recorded score %d-%d differs from the official count %d-%d\"}", g[6], 64 - g[6], b, w);
  fputs("}\n", out);
}

static int print_lines(const char *outPath, const char *jouPath, const char *trnPath, int nfiles, char **paths) {
  FILE *out = fopen(outPath, "w");
  if (!out) { fprintf(stderr, "cannot write %s\n", outPath); return 1; }
  static char buffer[1 << 16];
  setvbuf(out, buffer, _IOFBF, sizeof buffer);
  const Names jou = read_names(jouPath, 20), trn = read_names(trnPath, 26);
  const int hj = strcmp(jouPath, "-") != 0, ht = strcmp(trnPath, "-") != 0;
  for (int i = 0; i < nfiles; i++) {
    FILE *fp = fopen(paths[i], "rb");
    if (!fp) { fprintf(stderr, "cannot open %s\n", paths[i]); return 1; }
    fseek(fp, 0, SEEK_END);
    const long size = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    unsigned char *bytes = malloc((size_t)size + 1);
    if (fread(bytes, 1, (size_t)size, fp) != (size_t)size) { fprintf(stderr, "cannot read %s\n", paths[i]); return 1; }
    fclose(fp);
    const long n = size < HEADER ? 0 : (size - HEADER) / GAME;
    for (long j = 0; j < n; j++) print_game(out, nfiles > 1 ? paths[i] : NULL, bytes + HEADER + j * GAME, (int)j + 1, &jou, hj, &trn, ht);
    free(bytes);
  }
  fclose(out);
  return 0;
}

int main(int argc, char **argv) {
  init_rays();
  if (argc == 3 && strcmp(argv[1], "perft") == 0) {
    const int depth = atoi(argv[2]);
    const double start = cpu_seconds();
    const u64 nodes = depth <= 0 ? 1 : count((1ULL << 28) | (1ULL << 35), (1ULL << 27) | (1ULL << 36), depth, 0);
    printf("nodes %llu cpu %.6f\n", (unsigned long long)nodes, cpu_seconds() - start);
    return 0;
  }
  if (argc >= 4 && strcmp(argv[1], "replay") == 0) return replay(atol(argv[2]), argc - 3, argv + 3);
  if (argc >= 6 && strcmp(argv[1], "print") == 0) return print_lines(argv[2], argv[3], argv[4], argc - 5, argv + 5);
  fprintf(stderr, "usage: othello perft DEPTH | othello replay MIN_GAMES FILE.wtb... | othello print OUT JOU|- TRN|- FILE.wtb...\n");
  return 1;
}
