export interface FetchFailure { version: string; why: string; at: string }
export declare function rememberedFailure(root: string, version: string, env?: Record<string, string | undefined>): FetchFailure | null;
export declare function rememberFailure(root: string, version: string, why: string, now?: Date): void;
export declare function forgetFailure(root: string): void;
