/**
 * The director's guide inside the app: what each screen is for, keyed by the screen's title (the
 * route's `meta.title`), and a first-event walkthrough. Written for a club director, not a programmer.
 * `?` or F1 opens the current screen's page (App.vue); #/guide shows it all.
 */
export interface ScreenHelp {
  /** What the screen is for, in one or two sentences. */
  summary: string;
  /** What you do there, one line each. */
  tasks: string[];
}

export const SCREEN_HELP: Record<string, ScreenHelp> = {
  'Team events': {
    summary: 'Leagues and team competitions: team round robin (single or double), team Swiss and league seasons, each match played on several boards.',
    tasks: [
      'Create a team event: game, format, boards per match, games per board, and the match points (for instance 3 for a win, 1 for a draw, 1 for a loss by at most one board point).',
      'Onino: tick "Doubles boards" and each board seats a pair. Dominoes leagues: tick "Board points for every game".',
      'Open an event to enter its teams, squads and fixtures.',
    ],
  },
  'Team event': {
    summary: 'One team event: teams with squads in board order and alternates, the fixtures with dates and venues, the table as of any date, paper and club-night files.',
    tasks: [
      'Add the teams, then each team\'s players in board order (board 1 first) and its alternates. A player is in one team only.',
      'Make the fixtures: the first match night and how many days apart; every team meets every other (twice in a double round or a league, home and away).',
      'Postpone a match with a new date (or none yet) and the reason: nothing else moves or waits. Results come in any order.',
      '"As of" shows the table on a date, with the matches each team has in hand.',
      'A club that entered a night on its own laptop exports it ("Export its results"); import the file here. A duplicate, a file from another season, a changed file or a result that disagrees with one entered here is refused and named.',
      '"Undo the last change" takes back the latest change (with your reason, in the audit log); undo again to go further back.',
      'Publish the website into a folder: the fixtures, every match\'s boards and the table, re-published after each change if you tick it.',
      'When every match is played, "Finalise" rates every player from the board games (per game, like any event) and closes the event.',
    ],
  },
  'Match card': {
    summary: 'One team match, board by board: the two line-ups, each board\'s result, forfeits and defaults.',
    tasks: [
      'Set each team\'s line-up: players sit in board order; an alternate names the squad player it replaces and takes that player\'s board order.',
      'Enter each board\'s score and the date it was played; a result already entered is corrected with a reason.',
      'A forfeit bars the player (R-ONI-14): with an alternate, earlier results stand, the alternate takes the place in every match still to play and replays this board on the replay date.',
      'A default (R-ONI-15) schedules a replay of the board on a date and holds up nothing else; a second default by the same player is a forfeit.',
    ],
  },
  Events: {
    summary: 'Every event of the club. Create a new one here, or open one to run it.',
    tasks: [
      'Create an event: name, game, format (Swiss, round robin, knockout, league), rounds, dates and venue. Game options such as size=15 or mode=doubles go in "Game options".',
      'Archived events are hidden: tick "Show archived" to see them, and un-archive one from its Settings.',
      'Copy last month\'s event from its Settings to start the next one with the same rules.',
    ],
  },
  Players: {
    summary: 'The club\'s players: names, clubs, ratings and contacts, shared by every event.',
    tasks: ['Add a player, or import a CSV with a "name" column (also club, rating, contact, notes).', 'Filter by any part of a name or club; accents and case do not matter.'],
  },
  Event: {
    summary: 'The event\'s dashboard: its rounds, the tables still playing, what waits for your decision, and registration.',
    tasks: [
      'Register players: type part of a name, ↑ ↓ to choose, Enter to register.',
      'Before each round: "Check in" to mark who is here, then "Pair round N".',
      '"Print round N" makes the round sheet, every scoresheet and the standings as one PDF.',
      '"Needs a decision" lists protests, missing results and unpublished rounds, each with a link to act.',
    ],
  },
  'Check-in': {
    summary: 'Mark who is present before pairing a round. Everyone not ticked gets, in one step, the bye or withdrawal you pick.',
    tasks: [
      'Tick each player as they arrive (type a name and press Enter to tick the only match), or "Everyone is here" and untick the missing.',
      'Choose what absentees get: a zero-point bye, a half-point bye, or withdrawal from this round on (a knockout allows only withdrawal).',
      '"Apply" records it all at once, in the audit log. Undo one on the Entries screen: cancel the bye, or reinstate the player.',
    ],
  },
  Player: {
    summary: 'One player as the federation keeps them: identity, a rating per game, every event entered and every game played.',
    tasks: [
      'Type or clear a game\'s rating (audited with the old value); a provisional Elo rating is marked P, one from a list L.',
      'Follow an event or a game from the lists to its screen.',
    ],
  },
  Prizes: {
    summary: 'The prize list and who wins what as of the latest round: places, rating and age bands, a club, women, a best game.',
    tasks: [
      'Add the prizes in order of value; "one prize per person" and how ties share place prizes (tie-breaks, equal shares, Hort) are saved at once.',
      'Enter birth years and sexes for age and women\'s prizes; pick the best game\'s winner.',
      'Save the list with a reason; "Undo the last change" puts the previous list back. "Print prizes" makes the PDF.',
    ],
  },
  Entries: {
    summary: 'The field as it changes during the event: late entries, withdrawals and requested byes.',
    tasks: ['Enter a latecomer from a given round.', 'Withdraw a player from a round on (confirmed first); give or cancel a requested bye.'],
  },
  Pairing: {
    summary: 'Pair a round: preview it, adjust it by hand if you must, then publish it for the players.',
    tasks: [
      '"Preview pairing" saves nothing; flags show rematches, first-move imbalance and byes.',
      'Swap two players by dragging one onto the other (or Enter on each from the keyboard); ⇄ gives the first move to the other player.',
      '"Publish round N" saves, takes a backup and shows the round everywhere; you are asked why when you edited it.',
    ],
  },
  Results: {
    summary: 'Enter the round\'s results, one line per game, from the keyboard.',
    tasks: ['Type a result such as 40-24, 1-0 or ½ and press Enter: the next table is selected.', 'Changing a saved result is a correction: you give a reason and the old result stays in the history.'],
  },
  Standings: { summary: 'The standings as of any round, with the event\'s tie-breaks named above the table.', tasks: ['Choose "As of round"; rounds with results missing are named and left out.'] },
  'Cross-table': { summary: 'Who scored what against whom, as of any round.', tasks: ['Underlined: the row player moved first. …: result missing. —: void match.'] },
  Sanctions: {
    summary: 'Protests, penalties, defaults and forfeits, with the judges\' decisions.',
    tasks: ['Record a protest: the game counts nowhere until it is decided.', 'Decide a pending protest with the decision\'s text and, if changed, the new result.'],
  },
  'Audit log': { summary: 'Every change to the event, newest first: when, what, why and the old value.', tasks: ['Filter by any word: "correct", "withdraw", "round 2"…'] },
  Settings: {
    summary: 'The event\'s name, dates, venue, rounds, game options and tournament rules; finalising, archiving, copying and deleting.',
    tasks: [
      'Fields that would change what is already paired or played are locked once round 1 is paired; the reason is written under each.',
      'Finalise rates the event (Elo) and closes it; a backup is taken first.',
      'Archive hides the event from the list; Delete takes a backup first, and Backups brings the event back.',
    ],
  },
  Print: {
    summary: 'Every printed document as a PDF: scoresheets, round sheets, standings, cross-tables, rating lists, the whole round in one file.',
    tasks: ['Choose the document, event and round; the address keeps your choices, so a reload or a shared link shows the same.', '"Make the PDF" shows it here; Save, Print, or open it in a new tab.'],
  },
  Backups: {
    summary: 'Copies of all the club\'s data, taken automatically before every pairing, deletion, finalisation and restore, or by hand.',
    tasks: ['"Look inside…" shows a backup\'s events, rounds and players before you restore it.', 'Restoring keeps the current data as a backup first: a restore can itself be undone.'],
  },
  Boards: { summary: 'Digital boards: record a game move by move with the official rules checked at every move.', tasks: ['Start a board for a game; its result enters the event by itself when it is linked to a table.'] },
  Game: { summary: 'One digital board.', tasks: ['Click or type the moves; undo asks for a reason.'] },
  Guide: { summary: 'This guide: a first event step by step, and what each screen does.', tasks: [] },
};

/** A first event, from an empty database to the prize-giving. */
export const FIRST_EVENT: Array<{ step: string; where: string; to?: string }> = [
  { step: 'Add the club\'s players (or import them from a CSV file).', where: 'Players', to: '/players' },
  { step: 'Create the event: name, game, format, number of rounds, dates and venue.', where: 'Events', to: '/events' },
  { step: 'Check the tournament rules (scoring, tie-breaks, games per match) before round 1: some lock once it is paired.', where: 'Settings' },
  { step: 'Register the players on the event\'s dashboard: type part of a name and press Enter.', where: 'Event' },
  { step: 'As players arrive, tick them on Check-in; apply a bye or withdrawal to those missing.', where: 'Check-in' },
  { step: 'Pair round 1: preview, adjust if needed, publish.', where: 'Pairing' },
  { step: 'Print the round in one click from the dashboard: round sheet, scoresheets and standings.', where: 'Print' },
  { step: 'Enter the results as the games end (or let digital boards enter them).', where: 'Results' },
  { step: 'Repeat check-in, pairing, printing and results for every round.', where: 'Event' },
  { step: 'After the last round: print the standings, then Finalise the event so its games are rated.', where: 'Settings' },
  { step: 'Take a backup by hand before you leave the venue, if you like; the app has taken one before every pairing.', where: 'Backups', to: '/backups' },
];

export function helpFor(title: string | undefined): ScreenHelp | null {
  return (title && SCREEN_HELP[title]) || null;
}
