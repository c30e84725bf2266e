#!/usr/bin/env bash
# A whole league season from an empty database with the td command line alone (docs/teams.md):
# four teams, a double round on six match nights, a match postponed and played late, a forfeit with
# an alternate who replays the game, and one club night entered on a club's own laptop (a second
# database file) and imported by the league secretary. Ends by printing the final team standings
# as JSON.
#
#   examples/league-season.sh            # uses out/cli/td.js (npm install / npm run build:cli builds it)
#   TD="npx td" examples/league-season.sh
#   WORK=/tmp/season examples/league-season.sh   # keep the database files there
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
TD=${TD:-"node $here/../out/cli/td.js"}
WORK=${WORK:-$(mktemp -d)}
SEC="$WORK/secretary.sqlite"   # the league secretary's copy
CLUB="$WORK/club.sqlite"       # a club's laptop
mkdir -p "$WORK"
rm -f "$SEC" "$CLUB"

td() { $TD "$@"; }   # td team ..., td export ..., td pdf ..., td standings ...
field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[process.argv[1]]))' "$1"; }
say() { printf '\n== %s\n' "$*" >&2; }

say "the season: Othello, two boards, 3 points for a match win, 1 for a draw or a loss by one board point"
E=$(td team create-event --db "$SEC" --name "Winter league 2026" --game othello --format league --boards 2 \
      --match-win 3 --match-draw 1 --match-loss 0 --narrow-loss 1:1 --start 2026-09-03 --json | field eventId)

say "four teams, squads in board order, one alternate"
td team add --db "$SEC" --event "$E" --name "Rooks" --club "Rook Club" --venue "Rook Hall" >/dev/null
td team add --db "$SEC" --event "$E" --name "Corners" --club "Corner Club" --venue "The Corner" >/dev/null
td team add --db "$SEC" --event "$E" --name "Edges" --club "Edge Club" --venue "Edge Library" >/dev/null
td team add --db "$SEC" --event "$E" --name "Parity" --club "Parity Club" --venue "Parity Cafe" >/dev/null
td team players --db "$SEC" --event "$E" --team Rooks --club "Rook Club" --name "Ann Rook" --name "Ben Rook" >&2
td team players --db "$SEC" --event "$E" --team Rooks --club "Rook Club" --alternates --name "Ada Rook" >&2
td team players --db "$SEC" --event "$E" --team Corners --club "Corner Club" --name "Cat Corner" --name "Cy Corner" >&2
td team players --db "$SEC" --event "$E" --team Edges --club "Edge Club" --name "Eve Edge" --name "Ed Edge" >&2
td team players --db "$SEC" --event "$E" --team Parity --club "Parity Club" --name "Pia Parity" --name "Pat Parity" >&2

say "fixtures: a double round, one match night a week from 3 September"
td team fixtures --db "$SEC" --event "$E" --start 2026-09-03 --every 7 --count 6 >&2

say "night 1 (3 Sep): Rooks v Parity is postponed (hall flooded); Corners v Edges is played"
td team postpone --db "$SEC" --event "$E" --fixture 1.1 --date 2026-10-15 --reason "Rook Hall flooded" >&2
td team result --db "$SEC" --event "$E" --fixture 1.2 --date 2026-09-03 --scores 40-24,32-32 >&2

say "night 2 (10 Sep) is entered at the Parity club on its own laptop, from the season file"
td team export-season --db "$SEC" --event "$E" --out "$WORK/season.json" >&2
CE=$(td team import-season --db "$CLUB" "$WORK/season.json" --json | field eventId)
td team result --db "$CLUB" --event "$CE" --fixture 2.1 --date 2026-09-10 --scores 24-40,30-34 >&2
td team result --db "$CLUB" --event "$CE" --fixture 2.2 --date 2026-09-10 --scores 34-30,40-24 >&2
td team export-night --db "$CLUB" --event "$CE" --date 2026-09-10 --out "$WORK/night-2026-09-10.json" >&2
say "the secretary imports the club night (a second import would be refused as a duplicate)"
td team import-night --db "$SEC" --event "$E" "$WORK/night-2026-09-10.json" >&2
if td team import-night --db "$SEC" --event "$E" "$WORK/night-2026-09-10.json" 2>/dev/null; then echo "a duplicate club night was accepted" >&2; exit 1; fi

say "night 3 (17 Sep): Ann Rook forfeits board 1 of Edges v Rooks; the alternate Ada Rook takes her place and replays it on 20 Sep"
td team lineup --db "$SEC" --event "$E" --fixture 3.2 --side home >&2
td team lineup --db "$SEC" --event "$E" --fixture 3.2 --side away >&2
td team forfeit --db "$SEC" --event "$E" --fixture 3.2 --player "Ann Rook" --alternate "Ada Rook" --replay-date 2026-09-20 --reason "left before play and will not return" >&2
td team result --db "$SEC" --event "$E" --fixture 3.2 --board 2 --score 24-40 --date 2026-09-17 >&2
td team result --db "$SEC" --event "$E" --fixture 3.1 --date 2026-09-17 --scores 32-32,40-24 >&2
td team result --db "$SEC" --event "$E" --fixture 3.2 --board 1 --score 30-34 --date 2026-09-20 >&2

say "the table as of 24 September: Rooks and Parity have a match in hand"
td team standings --db "$SEC" --event "$E" --as-of 2026-09-24 >&2

say "nights 4 to 6, then the postponed match on 15 October"
td team result --db "$SEC" --event "$E" --fixture 4.1 --date 2026-09-24 --scores 40-24,24-40 >&2
td team result --db "$SEC" --event "$E" --fixture 4.2 --date 2026-09-24 --scores 34-30,34-30 >&2
td team result --db "$SEC" --event "$E" --fixture 5.1 --date 2026-10-01 --scores 24-40,24-40 >&2
td team result --db "$SEC" --event "$E" --fixture 5.2 --date 2026-10-01 --scores 40-24,30-34 >&2
td team result --db "$SEC" --event "$E" --fixture 6.1 --date 2026-10-08 --scores 32-32,32-32 >&2
td team result --db "$SEC" --event "$E" --fixture 6.2 --date 2026-10-08 --scores 40-24,40-24 >&2
td team result --db "$SEC" --event "$E" --fixture 1.1 --date 2026-10-15 --scores 34-30,24-40 >&2
td team show --db "$SEC" --event "$E" >&2

say "the fixtures and the table published as the event website, and on paper"
td export site --db "$SEC" --event "$E" --out "$WORK/site" >&2
td pdf fixture-list --db "$SEC" --event "$E" --out "$WORK/fixtures.pdf" >&2
td pdf team-standings --db "$SEC" --event "$E" --out "$WORK/standings.pdf" >&2

say "final team standings"
td standings --db "$SEC" --event "$E" --json
