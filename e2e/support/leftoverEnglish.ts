/**
 * Which words on a screen are English where the screen's language has its own: an English word is one the
 * English catalogues (the screens' and the node side's, td's own left aside) use; a leftover is such a word that the language's
 * own catalogues never use (so "Total", "Tonobeb" or "PDF" in French are not leftovers), outside the names
 * the scene gave (players, clubs, events, teams).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Tree = { [key: string]: string | Tree };

function values(tree: Tree, out: string[] = []): string[] {
  for (const v of Object.values(tree)) {
    if (typeof v === 'string') out.push(v);
    else values(v, out);
  }
  return out;
}

/** The words of a text: runs of three or more ASCII letters (English has no others), lower-cased. */
export function words(text: string): string[] {
  return (text.match(/(?<![\p{L}\p{N}])[A-Za-z]{3,}(?![\p{L}\p{N}])/gu) ?? []).map((w) => w.toLowerCase());
}

/** Every word the catalogues of `locale` use, placeholders left out. */
function vocabulary(locale: string): Set<string> {
  const texts = [JSON.parse(readFileSync(join(root, `src/renderer/src/i18n/locales/${locale}.json`), 'utf8')) as Tree];
  const shared = join(root, 'src/shared/i18n/catalogues', locale);
  // Not td's own words (cli.json): they quote flag values in English (`--chose first|second`) on purpose.
  for (const file of readdirSync(shared).filter((f) => f.endsWith('.json') && f !== 'cli.json')) texts.push(JSON.parse(readFileSync(join(shared, file), 'utf8')) as Tree);
  const out = new Set<string>();
  for (const text of texts.flatMap((t) => values(t))) for (const w of words(text.replace(/\{[^}]*\}/g, ' '))) out.add(w);
  return out;
}

/** A checker for one language: the English words in a text that this language words otherwise. */
export function leftoverEnglish(locale: string, names: Iterable<string>): (text: string) => string[] {
  const theirs = vocabulary(locale);
  const allowed = new Set([...names].flatMap((n) => words(n)));
  const english = [...vocabulary('en')].filter((w) => !theirs.has(w) && !allowed.has(w));
  const leftover = new Set(english);
  // An address or a file path is not words (`…/#/events/1/door`, `/tmp/…/club.sqlite.backups`).
  return (text) => [...new Set(words(text.replace(/\b[a-z]+:\/\/\S+|(?:^|\s)\/\S+/g, ' ')).filter((w) => leftover.has(w)))];
}
