export declare const PG_TYPE_PARSERS: Record<number, (value: string) => unknown>;
