export declare const BUDGET_BYTES: number;
export declare function publicChunks(webDir?: string): Array<{ file: string; gzip: number }>;
