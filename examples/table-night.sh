#!/usr/bin/env bash
# A club night run from the tables (issue 42; docs/tournament.md, "The table as the scoresheet"): an
# empty database, a `td serve` on loopback, and plain HTTP calls as the devices make them. Eight players
# check themselves in at the door with their PINs, the director pairs and issues one code per table (no
# digital board started), each table's device reports a result with one player's PIN and the opponent
# confirms with theirs, the night enters confirmed results by itself; in round 2 one report is disputed
# and stays out of the standings; the treasurer records the fees. Ends by printing one JSON object:
#   {"standings": <td standings --json>, "disputed": [...], "fees": {"paid": N, "owed": N}}
#
#   TD_DB=/tmp/night.sqlite PORT=5199 examples/table-night.sh   # TD_DB must not exist yet (default: a temporary file)
#   TD="npx td" examples/table-night.sh                          # default: out/cli/td.js (npm run build:cli)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
TD=${TD:-"node $here/../out/cli/td.js"}
PORT=${PORT:-5199}
TD_DB=${TD_DB:-$(mktemp -d)/table-night.sqlite}
export TD_DB
if [ -e "$TD_DB" ]; then echo "table-night: $TD_DB exists already; give an empty database (a new file)" >&2; exit 1; fi
# The director token even on loopback, so that the table devices below are table devices, not the director.
TOKEN=${TD_DIRECTOR_TOKEN:-club-night-director-token-0001}
BASE="http://127.0.0.1:$PORT/api"

td() { $TD "$@"; }
say() { printf '\n== %s\n' "$*" >&2; }
# call METHOD JSON [CREDENTIAL]: POST as a device does; prints the answer's data, stops on a refusal.
# (Plain bash reads the server's compact JSON: one program start per call would make the night slow.)
call() {
  local answer
  answer=$(curl -sS -X POST "$BASE/$1" -H 'Content-Type: application/json' ${3:+-H "X-TD-Token: $3"} --data "$2")
  case $answer in
    '{"ok":true,"data":'*) answer=${answer#'{"ok":true,"data":'}; printf '%s\n' "${answer%\}}" ;;
    *) echo "$1 refused: $answer" >&2; return 1 ;;
  esac
}
# refused METHOD JSON [CREDENTIAL]: the call must be refused; its message goes to stderr.
refused() {
  local answer
  answer=$(curl -sS -X POST "$BASE/$1" -H 'Content-Type: application/json' ${3:+-H "X-TD-Token: $3"} --data "$2")
  case $answer in
    '{"ok":false,'*) [[ $answer =~ \"message\":\"([^\"]*)\" ]] && echo "refused as it should be: ${BASH_REMATCH[1]}" >&2 ;;
    *) echo "$1 was accepted: $answer" >&2; return 1 ;;
  esac
}
# field NAME JSON: the first value of "NAME" (a string or a number) in the JSON.
field() { [[ $2 =~ \"$1\":[[:space:]]*\"?([^\",\}[:space:]]*) ]] && printf '%s\n' "${BASH_REMATCH[1]}"; }

say "the event: an Othello Swiss of two rounds, eight players"
E=$(field id "$(td event create --name "Thursday club night" --game othello --format swiss --rounds 2 --json)")

say "td serve on 127.0.0.1:$PORT"
TD_DIRECTOR_TOKEN=$TOKEN $TD serve --port "$PORT" --require-token >&2 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do curl -s "$BASE/session" >/dev/null 2>&1 && break; sleep 0.1; done
for name in Ann Bob Cleo Dan Eve Finn Gus Hana; do
  player=$(field id "$(call players.create "{\"name\":\"$name\"}" "$TOKEN")")
  call events.register "{\"eventId\":$E,\"playerId\":$player}" "$TOKEN" >/dev/null
done

say "the director: confirmed results enter by themselves; fees per category; PINs for the starting list"
call tableNight.configure "{\"eventId\":$E,\"autoEnter\":true,\"fees\":{\"junior\":3,\"senior\":5,\"member\":4,\"non-member\":6}}" "$TOKEN" >/dev/null
declare -A PIN
ENTRIES=()
# The starting list: [{"entry":"1","name":"Ann","pin":"4821"},...]
rest=$(call pins.issue "{\"eventId\":$E}" "$TOKEN")
while [[ $rest =~ \{\"entry\":\"([^\"]*)\",\"name\":\"[^\"]*\",\"pin\":\"([0-9]{4})\"\}(.*) ]]; do
  PIN[${BASH_REMATCH[1]}]=${BASH_REMATCH[2]}
  ENTRIES+=("${BASH_REMATCH[1]}")
  rest=${BASH_REMATCH[3]}
done
pin() { printf '%s\n' "${PIN[$1]}"; }

say "eight players check themselves in at the door (a wrong PIN first: refused, nothing recorded)"
first=${ENTRIES[0]}
wrong=$( [ "$(pin "$first")" = 1234 ] && echo 4321 || echo 1234 )
refused checkIn.self "{\"eventId\":$E,\"entry\":\"$first\",\"pin\":\"$wrong\"}"
for entry in "${ENTRIES[@]}"; do
  call checkIn.self "{\"eventId\":$E,\"entry\":\"$entry\",\"pin\":\"$(pin "$entry")\"}" >/dev/null
done
list=$(call checkIn.list "{\"eventId\":$E}")
echo "$(grep -o '"checkedIn":true' <<<"$list" | wc -l) of ${#ENTRIES[@]} checked in" >&2

say "round 1 is paired; one code per table, no board started"
td round pair --event "$E" >&2
declare -A CODE
for board in 1 2 3 4; do CODE[$board]=$(field code "$(call tables.issueTableCode "{\"eventId\":$E,\"board\":$board}" "$TOKEN")"); done

# play ROUND BOARD SCORE_A SCORE_B [DISPUTE_A DISPUTE_B]: the table's device reads its page, player a reports
# with their PIN, player b confirms with theirs (or disputes with their own score).
play() {
  local code=${CODE[$2]} page a b report
  page=$(call table.view '{}' "$code")
  [[ $page =~ \"a\":\{\"entry\":\"([^\"]*)\" ]] && a=${BASH_REMATCH[1]}
  [[ $page =~ \"b\":\{\"entry\":\"([^\"]*)\" ]] && b=${BASH_REMATCH[1]}
  report=$(call table.report "{\"round\":$1,\"pin\":\"$(pin "$a")\",\"score\":{\"a\":$3,\"b\":$4}}" "$code")
  if [ $# -ge 6 ]; then
    call table.confirm "{\"reportId\":$(field id "$report"),\"pin\":\"$(pin "$b")\",\"agree\":false,\"score\":{\"a\":$5,\"b\":$6}}" "$code" >&2
  else
    call table.confirm "{\"reportId\":$(field id "$report"),\"pin\":\"$(pin "$b")\",\"agree\":true}" "$code" >&2
  fi
}
say "round 1: every table reports and confirms; table 1's device may not write to table 2"
refused table.report "{\"board\":2,\"round\":1,\"pin\":\"0000\",\"score\":{\"a\":40,\"b\":24}}" "${CODE[1]}"
play 1 1 40 24
play 1 2 33 31
play 1 3 32 32
play 1 4 20 44

say "round 2 is paired; the same codes open the same tables; table 2's result is disputed"
td round pair --event "$E" >&2
play 2 1 38 26
play 2 2 35 29 29 35
play 2 3 50 14
play 2 4 30 34

say "the treasurer: six paid, two owe"
i=0
for entry in "${ENTRIES[@]}"; do
  i=$((i + 1))
  case $i in
    1|2|3) call fees.set "{\"eventId\":$E,\"entry\":\"$entry\",\"category\":\"member\",\"paid\":true,\"method\":\"cash\"}" "$TOKEN" >/dev/null ;;
    4|5) call fees.set "{\"eventId\":$E,\"entry\":\"$entry\",\"category\":\"non-member\",\"paid\":true,\"method\":\"card\"}" "$TOKEN" >/dev/null ;;
    6) call fees.set "{\"eventId\":$E,\"entry\":\"$entry\",\"category\":\"junior\",\"paid\":true,\"method\":\"cash\"}" "$TOKEN" >/dev/null ;;
    7) call fees.set "{\"eventId\":$E,\"entry\":\"$entry\",\"category\":\"senior\"}" "$TOKEN" >/dev/null ;;
    *) call fees.set "{\"eventId\":$E,\"entry\":\"$entry\",\"category\":\"non-member\"}" "$TOKEN" >/dev/null ;;
  esac
done

STANDINGS=$(td standings --event "$E" --json)
DISPUTED=$(call tables.decisions.list "{\"eventId\":$E}" "$TOKEN")
FEES=$(call fees.list "{\"eventId\":$E}" "$TOKEN")
node -e 'const [s,d,f]=process.argv.slice(1).map((x)=>JSON.parse(x)); console.log(JSON.stringify({standings:s, disputed:d.filter((r)=>r.state==="disputed"), fees:{paid:f.totals.paid, owed:f.totals.owed}}))' "$STANDINGS" "$DISPUTED" "$FEES"
