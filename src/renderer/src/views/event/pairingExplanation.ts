/**
 * Why this pairing (issue 37 part 5) in the UI's language: per bracket of a Dutch 2026 round, which
 * criterion decided each float and the bye, from the engine's explanation (pairing/explain.ts). The
 * same data `td pair --explain` prints; the words are the renderer catalogue's (`pairing.explain.*`).
 */
import type { EntryBrief, PairingExplanation } from '../../../../shared/api/methods/tournament';
import { t } from '../../i18n';
import { points } from './labels';

export interface ExplainedBracket {
  heading: string;
  lines: string[];
}

const named = (e: EntryBrief) => `${e.name} (${e.pairingNumber})`;

export function explanationTitle(e: PairingExplanation): string {
  return t('pairing.explain.title', { edition: e.edition });
}

/** Empty for the 2017 edition: there the screen says that explanations exist for the 2026 rules only. */
export function explainedBrackets(e: PairingExplanation): ExplainedBracket[] {
  const list = (entries: EntryBrief[]) => (entries.length > 0 ? entries.map(named).join(', ') : t('pairing.explain.none'));
  return e.brackets.map((b) => ({
    heading: t('pairing.explain.bracket', { score: points(b.score), residents: list(b.residents), mdps: list(b.mdps) }),
    lines: b.events.map((ev) => {
      const why = t(`pairing.explain.why.${ev.criterion}`);
      if (ev.kind === 'downfloat') return t('pairing.explain.downfloat', { player: named(ev.player), why });
      if (ev.kind === 'upfloat') return t('pairing.explain.upfloat', { player: named(ev.player), opponent: ev.opponent ? named(ev.opponent) : '', why });
      return t('pairing.explain.bye', { player: named(ev.player), why });
    }),
  }));
}
