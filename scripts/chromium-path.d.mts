export declare const CHROMIUM_CANDIDATES: string[];
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
