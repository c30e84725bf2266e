/** out/cli/td.js, the built `td`. */
export declare const cliEntry: string;
/** Builds out/cli unless it is newer than every source; true when it built. */
export declare function buildCli(options?: { force?: boolean }): Promise<boolean>;
/** How Node code is bundled to run as shipped (esbuild options shared by out/cli and the bench's children). */
export declare const NODE_BUNDLE: import('esbuild').BuildOptions;
