/**
 * The pseudo-locale: every English message with its letters accented and 40 % more length, so a screen
 * shot in it shows at once a string that is not from the catalogue (plain ASCII) and a layout that cuts
 * or overflows longer translations. Placeholders (`{name}`), linked messages (`@:key`) and plural
 * branches (`|`) are kept as they are, so the messages stay valid.
 */
const ACCENTED: Record<string, string> = {
  a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', y: 'ý', s: 'š', z: 'ž',
  A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ', Y: 'Ý', S: 'Š', Z: 'Ž',
};

/** One plural branch: accents outside placeholders, then padding to 140 % of its visible length. */
function lengthen(branch: string): string {
  const parts = branch.split(/(\{[^}]*\}|@:[\w.]+)/);
  let visible = 0;
  const out = parts.map((part, i) => {
    if (i % 2 === 1) return part;
    visible += part.length;
    return part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch);
  }).join('');
  if (visible === 0) return branch;
  const pad = Math.ceil(visible * 0.4);
  // Padding as words, so text still wraps where the layout lets it.
  const filler = Array.from({ length: pad }, (_, k) => (k % 6 === 5 ? ' ' : '~')).join('');
  return `${out}${/\s$/.test(out) ? '' : ' '}${filler}`.slice(0, out.length + pad);
}

export function pseudoMessage(message: string): string {
  return message.split('|').map((b) => lengthen(b)).join('|');
}

type Tree = { [key: string]: string | Tree };
export function pseudoCatalogue<T extends Tree>(catalogue: T): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(catalogue)) out[key] = typeof value === 'string' ? pseudoMessage(value) : pseudoCatalogue(value);
  return out as T;
}
