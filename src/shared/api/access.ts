/** Methods that only read. Every other method writes and, in LAN mode, needs the director token. */
export function isReadOnly(method: string): boolean {
  return /\.(list|get|exportCsv|standings|crossTable|history)$/.test(method) || method.endsWith('.view');
}
