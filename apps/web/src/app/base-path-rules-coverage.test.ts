import { afterEach, describe, expect, it, vi } from 'vitest';

// A file of its own: re-importing the app with another base (vi.resetModules) gives the lazy
// screens fresh module instances, which tests that render the app must not share.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('base path', () => {
  it('[ROUTE-BASE-3] the router\'s base path is the build\'s base setting (import.meta.env.BASE_URL), /my-account when none is set', async () => {
    // The tests run with the web build's own base, /my-account/ (vite.config.ts).
    expect((await import('./app.tsx')).BASENAME).toBe('/my-account');
    vi.stubEnv('BASE_URL', '/portal/');
    vi.resetModules();
    expect((await import('./app.tsx')).BASENAME).toBe('/portal');
    vi.stubEnv('BASE_URL', '/');
    vi.resetModules();
    expect((await import('./app.tsx')).BASENAME).toBe('/my-account');
  });
});
