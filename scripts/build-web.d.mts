export declare const webInputs: string[];
export declare function buildWeb(options?: { force?: boolean }): Promise<boolean>;
