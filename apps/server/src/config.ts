import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { dataDirFromEnv } from './config-paths.ts';

export type RateLimitRule = { max: number; windowMs: number };
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute; PGlite files and the lock file live here. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Absolute path of the built React app. */
  webDist: string;
  trustProxy: boolean;
  /** Every answer checked against its contract on every call (tests, development; decision 054). */
  checkResponses: boolean;
  logLevel: LogLevel;
  /** 'auto': Secure only when the request came over https (as the proxy reports it when trusted). */
  cookieSecure: 'auto' | boolean;
  rateLimitLoginAccount: RateLimitRule;
  rateLimitLoginAddress: RateLimitRule;
  /** Forgot-password requests that would send a temporary password, per phone (decision 022). */
  rateLimitResetPhone: RateLimitRule;
  /** Forgot-password requests per client address (decision 022). */
  rateLimitResetAddress: RateLimitRule;
  /**
   * 'auto': the demo institute of DEMO.md is served on an empty database or one the demo seeded,
   * never on an institute's own data; 'off': never (decision 075).
   */
  demoData: 'auto' | 'off';
  /** Vimeo's API, where shared recordings' download files come from [API-LIVE-4]; no token, no downloads. */
  vimeoAccessToken: string | undefined;
  vimeoApiUrl: string;
};

// Both src/config.ts and dist/server.js sit one folder below apps/server, so this holds in both.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const zBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: "expected 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** "5/15m", "30/1h", "10/90s" or a bare count (window 15 minutes). */
const zRateLimit = z
  .string()
  .regex(/^\d+(\/\d+(s|m|h))?$/, { error: "expected '<count>/<minutes>m', e.g. '5/15m'" })
  .transform((v): RateLimitRule => {
    const [count, window = '15m'] = v.split('/') as [string, string?];
    const unit = window.slice(-1);
    const n = Number(window.slice(0, -1));
    const ms = unit === 's' ? 1000 : unit === 'h' ? 3_600_000 : 60_000;
    return { max: Number(count), windowMs: n * ms };
  })
  .refine((r) => r.max >= 1 && r.windowMs >= 1000, { error: 'count and window must be positive' });

const ZEnv = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'expected a port number between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// address' })
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: zBool.default(false),
  CHECK_RESPONSES: zBool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false'], { error: "expected 'auto', 'true' or 'false'" })
    .default('auto')
    .transform((v) => (v === 'auto' ? 'auto' : v === 'true')),
  RATE_LIMIT_LOGIN_ACCOUNT: zRateLimit.prefault('5/15m'),
  RATE_LIMIT_LOGIN_ADDRESS: zRateLimit.prefault('30/15m'),
  RATE_LIMIT_RESET_PHONE: zRateLimit.prefault('3/1h'),
  RATE_LIMIT_RESET_ADDRESS: zRateLimit.prefault('10/1h'),
  DEMO_DATA: z.enum(['auto', 'off'], { error: "expected 'auto' or 'off'" }).default('auto'),
  VIMEO_ACCESS_TOKEN: z.string().regex(/^[\x21-\x7e]+$/, { error: 'expected a token without spaces' }).optional(),
  VIMEO_API_URL: z.string().regex(/^https?:\/\/[^\s]+$/, { error: 'expected an http(s):// address' }).default('https://api.vimeo.com'),
});

const SECRET_NAMES = /TOKEN|SECRET|PASSWORD|DATABASE_URL/;

export class ConfigError extends Error {}

/**
 * Reads the environment once at start. Empty strings count as unset, so `PORT= npm start`
 * behaves like no PORT. A bad value stops the start with the variable's name in the message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? 'environment');
      // A secret is never echoed: the message lands in logs and terminals.
      const got = typeof raw[name] === 'string' && !SECRET_NAMES.test(name) ? ` (got '${raw[name]}')` : '';
      return `  ${name}: ${i.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: dataDirFromEnv({ DATA_DIR: e.DATA_DIR }, cwd),
    databaseUrl: e.DATABASE_URL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    checkResponses: e.CHECK_RESPONSES,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE,
    rateLimitLoginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
    rateLimitLoginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
    rateLimitResetPhone: e.RATE_LIMIT_RESET_PHONE,
    rateLimitResetAddress: e.RATE_LIMIT_RESET_ADDRESS,
    demoData: e.DEMO_DATA,
    vimeoAccessToken: e.VIMEO_ACCESS_TOKEN,
    vimeoApiUrl: e.VIMEO_API_URL.replace(/\/+$/, ''),
  };
}
