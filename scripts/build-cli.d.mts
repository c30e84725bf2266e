/** out/cli/td.js, the built `td`. */
export declare const cliEntry: string;
/** Builds out/cli unless it is newer than every source; true when it built. */
export declare function buildCli(options?: { force?: boolean }): Promise<boolean>;
/** How the bench's child processes are bundled: ES modules, npm packages left in node_modules. */
export declare const NODE_BUNDLE: import('esbuild').BuildOptions;
