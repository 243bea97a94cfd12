// Types of what eslint.config.js exports besides its config (read by the boundaries' lint test).
export declare const ALLOWED_CROSSINGS: ReadonlySet<string>;
export declare const ALLOWED_MODULE_CROSSINGS: ReadonlySet<string>;
declare const config: unknown[];
export default config;
