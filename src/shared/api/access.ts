/** Methods that only read. Every other method writes and, in LAN mode, needs the director token. */
export function isReadOnly(method: string): boolean {
  return /\.(list|get|exportCsv|standings|crossTable|history|pdf)$/.test(method) || method.endsWith('.view');
}
