import type { CommandInfo } from '../command';

/**
 * Every `td` command, in the order `td help` lists them. Each command's module (and with it the
 * database, the services, the engines it needs) is imported only when that command runs, so `td help`
 * and `td perft` never load SQLite, zod or pdfkit.
 */
export const commands: CommandInfo[] = [
  {
    name: 'serve',
    usage: 'td serve [--port N] [--host H] [--db FILE] [--require-token] [--public-url URL]',
    summary: 'serve the app and its API to browsers (127.0.0.1 only unless --host is given; --require-token: the director token even on this computer)',
    server: true,
    load: async () => (await import('./serve')).serve,
  },
  {
    name: 'players',
    usage: 'td players list [--search TEXT] | add --name N [--club --rating --contact --notes --fed-id --club-id --birth-year --sex --category --country] [--another-person] | import FILE [--dry-run] | undo-import ID | export [--out FILE|-] [--db FILE] [--json]',
    summary: 'the club\'s players: list or search (accents and case aside), add one, import a roll or a federation rating list (matched by federation id, then name and club), undo an import, export a CSV',
    load: async () => (await import('./players')).players,
  },
  {
    name: 'events',
    usage: 'td events list|create [--db FILE] [--json] [--name N --game G --format F --rounds R --start D --end D --venue V --opt k=v]\n'
      + '       td events add-section --event E --name A [--format F --rounds R] | sections --event E | split --event E (--top N | --min-rating X | --bands X,Y) [--dry-run] [--reason T]\n'
      + '       td events move --event E --player ID --to A [--reason T] | undo-section --event E --change ID | check-in --event E [--absent ID:zero,ID:half] [--reason T] | pair-section --event E --section A [--preview --draft]',
    summary: 'list events or create one (the same as td event list|create); an event run in sections: add a section, list them, split the players by rating, move a player, check in, pair a section',
    load: async () => (await import('./events')).events,
  },
  {
    name: 'event',
    usage: 'td event create|add-player|add-pair|list|show|withdraw|bye|finalise [--db FILE] [--json] ...\n'
      + '       td event create --name N --game G --format F [--rounds R] [--start D] [--end D] [--venue V] [--opt k=v ...]\n'
      + '       td event add-player --event E (--player ID | --name N [--rating R] [--another-person]) | add-pair --event E --players A1,A2 [--name N]\n'
      + '       td event list | show --event E | finalise --event E [--reason T]\n'
      + '       td event withdraw --event E --entry ID [--from R] [--forfeit-paired] [--reason T] | bye --event E --entry ID --round R [--kind half|zero|none]',
    summary: 'run an event: create it with its format and settings, enter players or pairs, show it, finalise it (docs/cli.md)',
    load: async () => (await import('./event')).event,
  },
  {
    name: 'round',
    usage: 'td round pair|repair|publish|show|list --event E [--round R] [--preview] [--draft] [--reason T] [--db FILE] [--json]',
    summary: 'pair the next round (published unless --draft; --preview saves nothing), re-pair, publish, show rounds',
    load: async () => (await import('./round')).round,
  },
  {
    name: 'result',
    usage: 'td result set|correct --event E --round R --board B (--score a-b | --winner a|b|draw) [--game N] [--playoff] [--ending E] [--markers N] [--last-play a|b] [--reason T] [--db FILE] [--json]\n'
      + '       td result first-move --event E --round R --board B [--game N] (--toss a|b --chose first|second | --choice a|b --chose first|second | --draws 5-5,3-9 | --first a|b | --hidden-disc a|b --guess black|white --disc black|white --took colour|draw --black a|b) [--reason T]',
    summary: 'enter or correct a game result (validated by the game\'s scoring rules), or record a game\'s first-move decision',
    load: async () => (await import('./result')).result,
  },
  {
    name: 'standings',
    usage: 'td standings --event E [--round R] [--order c1,c2,...] [--cross] [--db FILE] [--json]',
    summary: 'standings as of any round with the event\'s tie-breaks (or --order), or the cross-table with --cross',
    load: async () => (await import('./standings')).standings,
  },
  {
    name: 'team',
    // Every sub-command with its own flags (docs/teams.md); each one also takes --db FILE and --json.
    usage: 'td team create-event|add|players|order|captain|fixtures|pair|show|lineup|result|postpone|forfeit|default|forfeit-match|standings|export-night|import-night|export-season|import-season|undo|finalise|transfer|captain-code|revoke-code|club-key|revoke-key|league-settings|cards|decide|push-night|withdraw|decide-flag --event E ... [--db FILE] [--json]\n'
      + '       td team create-event --name N --game G --format F (--boards N [--scheveningen] | --singles N --doubles N) [--games-per-board K] [--rounds R] [--start D] [--venue V] [--opt k=v]\n'
      + '              [--match-win P --match-draw P --match-loss P --narrow-loss W:P] [--board-points per-game|per-board]\n'
      + '       td team add --event E --name N [--club C] [--venue V] | players --event E --team T [--alternates] (--name N ... | --player ID ...) [--club C]\n'
      + '       td team order|captain --event E --team T --player ID|NAME ... | fixtures --event E (--dates D1,D2,... | --start D [--every 7] --count N) | pair --event E [--date D] | show --event E\n'
      + '       td team lineup --event E --fixture F --side home|away [--board ID[,ID] ...] [--sub ALT=REPLACED ...]\n'
      + '       td team result --event E --fixture F --date D (--scores a-b,a-b,... | --board B [--game N] --score a-b [--winner a|b|draw]) [--ending E] [--markers N] [--correct --reason T]\n'
      + '       td team postpone --event E --fixture F [--date D] --reason T | forfeit|default --event E --fixture F --player ID|NAME [--alternate ID|NAME] [--replay-date D] --reason T\n'
      + '       td team forfeit-match --event E --fixture F --side home|away|both --date D --reason T | standings --event E [--as-of D] | undo --event E [--audit ID] --reason T | finalise --event E [--reason T]\n'
      + '       td team export-night --event E --date D [--out FILE|-] | export-season --event E [--out FILE|-] | import-night --event E FILE | import-season FILE\n'
      + '       td team transfer --event E --player ID|NAME --team T --reason T | withdraw --event E --team T --date D --reason T | decide-flag --event E --fixture F --player ID|NAME --reason T\n'
      + '       td team captain-code --event E --team T [--public-url URL] | revoke-code --event E --team T | club-key --event E --team T --out FILE | revoke-key --event E --key-id K\n'
      + '       td team league-settings --event E [--lock-days N] [--higher-team-matches N|off] [--eligibility refuse|flag] [--withdrawn-results by-half|void|stand]\n'
      + '       td team cards --event E | decide --event E --fixture F (--accept | --reject) --reason T\n'
      + '       td team push-night --event E --date D --key-file K [--out FILE|-] [--server URL] | push-night --file SIGNED --server URL',
    summary: 'team competitions and league seasons: teams and squads, fixtures with dates, line-ups, board results, postponements, alternates, club-night files (docs/teams.md)',
    load: async () => (await import('./team')).team,
  },
  {
    name: 'ratings',
    usage: 'td ratings [--game G] [--player ID] [--db FILE] [--json]',
    summary: 'Elo rating lists per game (with totals and averages), or one player\'s history with --player',
    load: async () => (await import('./ratings')).ratings,
  },
  {
    name: 'replay',
    usage: 'td replay <game> [--opt key=value]... <file|-> [--json]',
    summary: 'replay a game record and print its state as JSON (exit 2 for an illegal record)',
    noDatabase: true,
    load: async () => (await import('./replay')).replay,
  },
  {
    name: 'perft',
    usage: 'td perft <depth> [--json]',
    summary: 'Othello perft from the start position (passes count as moves, R-OTH-4)',
    noDatabase: true,
    load: async () => (await import('./perft')).perft,
  },
  {
    name: 'wthor',
    usage: 'td wthor <file.wtb|folder>... [--jou WTHOR.JOU] [--trn WTHOR.TRN] [--json]',
    summary: 'replay WThor archives (files or folders): one JSON line per game (exit 2 if any game or file has a problem)',
    noDatabase: true,
    load: async () => (await import('./wthor')).wthor,
  },
  {
    name: 'pair',
    usage: 'td pair --system dutch|papp <file.trf|-> [--edition 2017|2026] [--seed N] [--check] [--explain] [--json]',
    summary: 'next round by the FIDE Dutch system (2026 rules unless record 192 or --edition 2017) or, with --system papp, by PAPP for Othello (JaVaFo output; --seed; --explain says why); --check re-pairs every round of a file by the Dutch system and checks the rules',
    noDatabase: true,
    load: async () => (await import('./pair')).pair,
  },
  {
    name: 'pdf',
    usage: 'td pdf <document> [--event ID] [--round R] [--game-id ID] [--player ID] [--game G] [--blank] [--paper A4|Letter] [--layout tent|single|four] [--board N] [--table-url http://HOST:PORT/] [--as-of DATE] [--per-page N] [--lang en|fr|ja|es] --out FILE [--db FILE] [--json]',
    summary: 'print a document to a PDF file: scoresheet, game-record, round-sheet, standings, cross-table, prizes, rating-list, player-history, round-pack, table-cards, match-card, fixture-list, team-standings, team-cross-table, starting-list, fee-sheet, entry-list, rank-table',
    load: async () => (await import('./pdf')).pdf,
  },
  {
    name: 'backup',
    usage: 'td backup list|create|restore [--db FILE] [--json] [--label L] [NAME|FILE]',
    summary: 'list the backups, take one now, or restore one (the current data is backed up first)',
    load: async () => (await import('./backup')).backup,
  },
  {
    name: 'export',
    usage: 'td export csv|trf|wof|wthor|records|json|site --event ID --out FILE|DIR|- [--what standings|pairings|crosstable] [--round R] [--version 2026|16] [--country C] [--sender S] [--force] [--db FILE] [--json]',
    summary: 'results out: CSV tables, TRF-2026 (--version 16: TRF-16), the WOF results file, WThor, game records (zip), event JSON, the event website (docs/exchange.md)',
    load: async () => (await import('./export')).exporter,
  },
  {
    name: 'import',
    usage: 'td import trf <file.trf|-> [--game G] [--db FILE] [--json]',
    summary: 'create an event from a TRF-2026 or TRF-16 file (players, rounds, results); --json prints the new event id',
    load: async () => (await import('./import')).importer,
  },
];
