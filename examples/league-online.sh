#!/usr/bin/env bash
# The league beyond one laptop (docs/teams.md "The league server"): the secretary's td serve on
# loopback as the league server, a captain's code for each of four teams, match cards entered over
# HTTP by one captain and confirmed by the other, one card disputed, a card entered after its lock
# window refused, and a club laptop's night (a second database, no server needed to record it)
# pushed signed with its club's key, with a copy tampered after signing refused. Ends by printing
# one JSON object: {"table": <the team standings rows>, "disputed": [...], "refused": [...]}.
#
#   examples/league-online.sh                  # uses out/cli/td.js and out/renderer (npm run build:web, build:cli)
#   WORK=/tmp/league PORT=5190 examples/league-online.sh
#   TD="npx td" examples/league-online.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
TD=${TD:-"node $here/../out/cli/td.js"}
WORK=${WORK:-$(mktemp -d)}
PORT=${PORT:-5190}
SERVER="http://127.0.0.1:$PORT/"
SEC="$WORK/secretary.sqlite"   # the league server's database
CLUB="$WORK/club.sqlite"       # a club's laptop, on its own LAN with no internet
mkdir -p "$WORK"
rm -f "$SEC" "$CLUB" "$WORK"/*.key "$WORK"/night-*.json
export TD_DB=""

td() { $TD "$@"; }
say() { printf '\n== %s\n' "$*" >&2; }
# js 'expression using d (the JSON on standard input) and a (the arguments)' args...
js() { node -e 'let s="";process.stdin.on("data",x=>s+=x).on("end",()=>{const d=s?JSON.parse(s):null,a=process.argv.slice(1);const r=eval(process.argv[1]);process.stdout.write(typeof r==="string"?r:JSON.stringify(r))})' "$@"; }
# api METHOD CREDENTIAL JSON: one call to the league server as a browser or phone would make it;
# prints {"ok":...} and fails (exit 2) when the server refuses.
api() {
  node -e '
    const [url, method, credential, body] = process.argv.slice(1);
    fetch(url + "api/" + method, { method: "POST", headers: { "Content-Type": "application/json", ...(credential ? { "X-TD-Token": credential } : {}) }, body })
      .then(async (r) => { const j = await r.json(); process.stdout.write(JSON.stringify(j)); process.exit(j.ok ? 0 : 2); })
      .catch((e) => { console.error(String(e)); process.exit(1); });' "$SERVER" "$@"
}
day() { DAYS=$1 node -e 'console.log(new Date(Date.now() + Number(process.env.DAYS) * 86400000).toISOString().slice(0, 10))'; }
TODAY=$(day 0)
START=$(day -21)

say "the season: Othello, two boards, match nights weekly from $START (three weeks ago); cards lock 10 days after the match"
E=$(td team create-event --db "$SEC" --name "Winter league online" --game othello --format league --boards 2 \
      --match-win 3 --match-draw 1 --match-loss 0 --start "$START" --json | js 'd.eventId')
td team add --db "$SEC" --event "$E" --name "Rooks" --club "Rook Club" --venue "Rook Hall" >/dev/null
td team add --db "$SEC" --event "$E" --name "Corners" --club "Corner Club" --venue "The Corner" >/dev/null
td team add --db "$SEC" --event "$E" --name "Edges" --club "Edge Club" --venue "Edge Library" >/dev/null
td team add --db "$SEC" --event "$E" --name "Parity" --club "Parity Club" --venue "Parity Cafe" >/dev/null
td team players --db "$SEC" --event "$E" --team Rooks --club "Rook Club" --name "Ann Rook" --name "Ben Rook" >&2
td team players --db "$SEC" --event "$E" --team Corners --club "Corner Club" --name "Cat Corner" --name "Cy Corner" >&2
td team players --db "$SEC" --event "$E" --team Edges --club "Edge Club" --name "Eve Edge" --name "Ed Edge" >&2
td team players --db "$SEC" --event "$E" --team Parity --club "Parity Club" --name "Pia Parity" --name "Pat Parity" >&2
td team fixtures --db "$SEC" --event "$E" --start "$START" --every 7 --count 6 >&2
td team league-settings --db "$SEC" --event "$E" --lock-days 10 >&2

say "one captain's code per team (shown once, with the captain's link for the QR code)"
declare -A CODE
for team in Rooks Corners Edges Parity; do
  CODE[$team]=$(td team captain-code --db "$SEC" --event "$E" --team "$team" --public-url "$SERVER" --json | js 'd.code')
done
say "the Parity club's key for signing its nights (a file for the club's laptop)"
td team club-key --db "$SEC" --event "$E" --team Parity --out "$WORK/parity.key" >&2

say "the Parity club's laptop gets its copy of the season (from the season file)"
td team export-season --db "$SEC" --event "$E" --out "$WORK/season.json" >&2
CE=$(td team import-season --db "$CLUB" "$WORK/season.json" --json | js 'd.eventId')

# The fixtures of a round as "id home away" lines.
FIXTURES=$(td team show --db "$SEC" --event "$E" --json)
round() { printf '%s' "$FIXTURES" | js 'd.fixtures.filter(f=>f.round===Number(a[1])).map(f=>[f.id,f.homeName,f.awayName].join(" ")).join("\n")' "$1"; }
fixture_of() { printf '%s' "$FIXTURES" | js 'const f=d.fixtures.find(f=>f.id===a[1]);a[2]==="date"?f.date:a[2]==="home"?f.homeName:f.awayName' "$1" "$2"; }

say "the league server starts on loopback (behind a TLS reverse proxy in real life: docs/teams.md)"
export TD_DIRECTOR_TOKEN
TD_DIRECTOR_TOKEN=$(node -e 'console.log(require("node:crypto").randomBytes(24).toString("base64url"))')
$TD serve --db "$SEC" --port "$PORT" --public-url "$SERVER" >"$WORK/serve.log" 2>&1 &
SERVE=$!
trap 'kill $SERVE 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q 'Club TD serving' "$WORK/serve.log" 2>/dev/null && break; kill -0 $SERVE 2>/dev/null || { cat "$WORK/serve.log" >&2; exit 1; }; sleep 0.1; done
grep -q 'Club TD serving' "$WORK/serve.log" || { echo "the league server did not start" >&2; cat "$WORK/serve.log" >&2; exit 1; }

REFUSED='[]'
DEFAULT_PLAYERS='((v,t)=>v.teams[t].squad.slice(0,2).map(p=>[p.id]))'
# card FIXTURE SCORES: the home captain enters the card from a phone: line-ups in board order and both boards' results.
card() {
  local fixture=$1 scores=$2 home
  home=$(fixture_of "$fixture" home)
  local view
  view=$(api captain.view "${CODE[$home]}" '{}' | js 'd.data')
  local body
  body=$(printf '%s' "$view" | js '
    const v=d, f=v.fixtures.find(x=>x.id===a[1]), seats='"$DEFAULT_PLAYERS"';
    const boards=a[2].split(",").map((s,i)=>{const [x,y]=s.split("-").map(Number);return {board:i+1,game:1,result:{winner:x>y?"a":y>x?"b":null,score:{a:x,b:y}}}});
    ({fixture:f.id,playedOn:f.date,home:seats(v,f.home),away:seats(v,f.away),boards})' "$fixture" "$scores")
  api captain.submitCard "${CODE[$home]}" "$body"
}

say "round 1 ($(day -21)) is past its lock window: a card entered now is refused, the secretary must decide"
set -- $(round 1 | head -1)
if out=$(card "$1" 40-24,32-32); then echo "a card after its lock window was accepted: $out" >&2; exit 1; fi
REFUSED=$(printf '%s' "$out" | js '[...JSON.parse(a[1]),{what:"match card after its lock window",fixture:a[2],error:d.error}]' "$REFUSED" "$1")
printf '%s\n' "$(printf '%s' "$out" | js 'd.error.message')" >&2

say "round 3 ($(day -7)): both cards entered by the home captains; one confirmed, one disputed by the away captain"
set -- $(round 3 | sed -n 1p)
F31=$1; A31=$3
card "$F31" 40-24,30-34 >/dev/null
api captain.confirmCard "${CODE[$A31]}" "{\"fixture\":\"$F31\"}" | js '`${d.data.fixture} ${d.data.status}`' >&2; echo >&2
set -- $(round 3 | sed -n 2p)
F32=$1; A32=$3
card "$F32" 34-30,33-31 >/dev/null
api captain.disputeCard "${CODE[$A32]}" "{\"fixture\":\"$F32\",\"reason\":\"board 2 was 31-33 to us, not 33-31\"}" | js '`${d.data.fixture} ${d.data.status}: ${d.data.reason}`' >&2; echo >&2

say "round 4 (today, $TODAY): both cards entered and confirmed"
mapfile -t ROUND4 < <(round 4)
for line in "${ROUND4[@]}"; do
  set -- $line
  card "$1" 24-40,32-32 >/dev/null
  api captain.confirmCard "${CODE[$3]}" "{\"fixture\":\"$1\"}" | js '`${d.data.fixture} ${d.data.status}`' >&2; echo >&2
done

say "round 2 ($(day -14)) at the Parity club: recorded on the club's laptop with no internet, then pushed signed"
NIGHT=$(day -14)
set -- $(round 2 | grep -w Parity)
td team result --db "$CLUB" --event "$CE" --fixture "$1" --date "$NIGHT" --scores 24-40,30-34 >&2
td team push-night --db "$CLUB" --event "$CE" --date "$NIGHT" --key-file "$WORK/parity.key" --out "$WORK/night-signed.json" --server "$SERVER" >&2
say "the same night pushed again changes nothing (idempotent)"
td team push-night --file "$WORK/night-signed.json" --server "$SERVER" >&2
say "a copy changed after signing (board 1 turned round) is refused whole"
js 'd.night.fixtures[0].boards[0].games[0].result.score={a:40,b:24};d.night.fixtures[0].boards[0].games[0].result.winner="a";d' <"$WORK/night-signed.json" >"$WORK/night-tampered.json"
if td team push-night --file "$WORK/night-tampered.json" --server "$SERVER" 2>"$WORK/tampered.err"; then echo "a tampered night was accepted" >&2; exit 1; fi
cat "$WORK/tampered.err" >&2
REFUSED=$(js '[...JSON.parse(a[1]),{what:"signed club night tampered after signing",fixture:a[2],error:d.error}]' "$REFUSED" "$1" <"$WORK/tampered.err")

say "the secretary's desk: disputed and overdue cards"
td team cards --db "$SEC" --event "$E" >&2
DISPUTED=$(api league.desk "$TD_DIRECTOR_TOKEN" "{\"eventId\":$E}" | js 'd.data.disputed.map(c=>({fixture:c.fixture,home:c.homeName,away:c.awayName,submittedBy:c.submittedBy,reason:c.reason}))')

say "the table"
td team standings --db "$SEC" --event "$E" >&2
TABLE=$(td team standings --db "$SEC" --event "$E" --json | js 'd.table.rows')
printf '{"table":%s,"disputed":%s,"refused":%s}\n' "$TABLE" "$DISPUTED" "$REFUSED"
