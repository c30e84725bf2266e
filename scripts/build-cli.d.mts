/** out/cli/td.js, the built `td`. */
export declare const cliEntry: string;
/** Builds out/cli unless it is newer than every source; true when it built. */
export declare function buildCli(options?: { force?: boolean }): Promise<boolean>;
