export declare const root: string;
export declare function fingerprint(inputs: string[]): string;
export declare function buildUnlessFresh(options: {
  name: string;
  inputs: string[];
  output: string;
  build: () => unknown;
  force?: boolean;
  stampDir?: string;
}): Promise<boolean>;
/** The fingerprint of src/main and src/shared that the builds define as `__TD_CODE_STAMP__`. */
export function codeStamp(): string;
