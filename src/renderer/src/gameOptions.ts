/**
 * Game options typed as text (`size=15, mode=doubles`) into an options object, or what is wrong.
 * A comma starts a new option only before `key=`: values such as Tonobeb's position hold commas.
 */
export function parseOptionsText(text: string): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const part of text.split(/[,;\n]\s*(?=[A-Za-z_][\w-]*\s*=)/).map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    if (at < 1) return `"${part}" is not key=value`;
    out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}
