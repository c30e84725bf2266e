/**
 * Catalogue keys the screens build at run time from a value (`status.${event.status}`), so a scan of the
 * sources cannot see them whole. Every key under one of these prefixes counts as used; the catalogue
 * test (i18n/catalogues.test.ts) also checks that each prefix still appears in a source file.
 */
export const DYNAMIC_KEY_PREFIXES = [
  'status.', // event status (EventNav, events list, player page, backups)
  'boards.status.', // game status (boards list, print)
  'entryStatus.', // entry status (standings)
  'bye.', // kind of bye (pairing, results, projector)
  'criteria.', // tie-break criteria (labels.ts)
  'gameName.', // names that translate (labels.ts gameName)
  'cross.firstLabel.', // a game's own word for the first mover (CrossTableView)
  'needsScore.', // what a game's result needs besides the outcome (resultText.ts)
  'resultError.', // a result the game's rules refuse, by its key (resultErrors.ts)
  'game.othello.side.', 'game.othello.disc.', 'game.onino.side.', 'game.onino.marker.', 'game.tonobeb.side.', // engine side names
  'screen.', 'help.', 'guide.step', // the guide (help.ts)
  'teams.side.', // home, away or both (team screens)
  'seat.state.', 'night.state.', 'night.category.', // a table report's state, a fee category (table night screens)
  'captain.status.', // a match card's state (CaptainView, LeaguePanel)
  'pairing.explain.why.', // the criterion behind a float or the bye (pairingExplanation.ts)
  'league.higherTeam.', 'league.withdrawnResults.', 'league.withdrew.', // the league's eligibility settings and withdrawals (LeaguePanel)
  'league.action.', 'league.withdrawnChoice.', 'league.consequence.', // the league settings form and a withdrawal's consequence (LeaguePanel)
  'audit.action.', 'audit.key.', // an audit entry's action and detail fields (auditText.ts)
] as const;
