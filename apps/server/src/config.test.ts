import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/portal');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      cookieSecure: 'auto',
      rateLimitLoginAccount: { max: 5, windowMs: 900_000 },
      rateLimitLoginAddress: { max: 30, windowMs: 900_000 },
    });
    expect(c.webDist).toMatch(/apps\/web\/dist\/?$/);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        WEB_DIST: '/opt/web',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'true',
        RATE_LIMIT_LOGIN_ACCOUNT: '10/30m',
        RATE_LIMIT_LOGIN_ADDRESS: '100',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/db',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      webDist: '/opt/web',
      trustProxy: true,
      logLevel: 'warn',
      cookieSecure: true,
      rateLimitLoginAccount: { max: 10, windowMs: 1_800_000 },
      rateLimitLoginAddress: { max: 100, windowMs: 900_000 },
    });
  });

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('fails fast naming each bad variable and its value (secrets named, not echoed)', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x', RATE_LIMIT_LOGIN_ACCOUNT: 'lots' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT: expected a port number (got 'eighty')");
    expect(message).toContain("TRUST_PROXY: expected 'true' or 'false' (got 'maybe')");
    expect(message).toContain("RATE_LIMIT_LOGIN_ACCOUNT: expected '<count>/<minutes>m'");
  });

  it('names a bad secret but never echoes it (a database address carries its password)', () => {
    const message = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://app:hunter2@db/x', VIMEO_ACCESS_TOKEN: 'has space' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toContain('DATABASE_URL: expected a postgres:// address');
    expect(message).toContain('VIMEO_ACCESS_TOKEN: expected a token without spaces');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('has space');
  });

  it('[decision 075] DEMO_DATA is auto by default and may be off; nothing else', () => {
    expect(loadConfig({}).demoData).toBe('auto');
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe('off');
    expect(() => loadConfig({ DEMO_DATA: 'on' })).toThrow("DEMO_DATA: expected 'auto' or 'off'");
  });
});
