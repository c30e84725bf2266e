/** What the preload exposes as `window.td` (see src/preload/index.ts). */
interface TdBridge {
  call(method: string, payload: unknown): Promise<unknown>;
  onChange(listener: (notice: unknown) => void): () => void;
}

interface Window {
  td?: TdBridge;
}
