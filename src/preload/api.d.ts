/** What the preload exposes as `window.td` (see src/preload/index.ts). */
interface TdBridge {
  /** `language`: the UI language (`fr`), for refusal messages in it. */
  call(method: string, payload: unknown, language?: string): Promise<unknown>;
  onChange(listener: (notice: unknown) => void): () => void;
}

interface Window {
  td?: TdBridge;
}
