export declare const electronCache: (root: string) => string;
export declare function electronBinary(root: string): { path: string; modules: string } | null;
