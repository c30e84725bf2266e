/**
 * The change stream's heartbeat (GET /api/events): the server sends a `ping` event every KEEP_ALIVE_MS —
 * an event, not an SSE comment, because a page never sees comments — and a page that hears nothing
 * (no change, no ping) for STALL_AFTER_MS takes the link for stalled: it shows "reconnecting" and opens
 * the stream again (issue 44: a stalled link showed "Connected" for 40 s and more over a stale board).
 */
export const KEEP_ALIVE_MS = 25_000;
export const STALL_AFTER_MS = 30_000;
/** The SSE event name of the heartbeat. */
export const PING_EVENT = 'ping';
