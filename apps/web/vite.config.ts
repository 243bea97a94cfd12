import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// React Router's package exports its development build; the release uses its production build
// (no dev warnings: smaller and faster).
const ROUTER_PRODUCTION = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
// react-i18next asks for the useSyncExternalStore shim; React 19 has the hook itself.
const SYNC_STORE_SHIM = fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url));

// The web app is served under /my-account by the server; `npm run dev` proxies the API to it.
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  base: '/my-account/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: SYNC_STORE_SHIM },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunk list the prerender reads (scripts/prerender.mjs; removed after it).
    manifest: true,
    // Every browser the portal supports has module preload; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs in one file (compresses better than many small shared chunks).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The small app modules the login page and the signed-in screens share: one file
              // instead of seven, each of which cost its own import boilerplate (login budget).
              name: 'app-core',
              // The language picker and the logout and year-switch calls too: the login page and the
              // shell each load them, and each on its own cost a request's headers (issue 14, on the wire).
              test: /(src[\\/]lib[\\/](storage|i18n|session-store|show-error|device-id)\.ts|src[\\/]components[\\/]ui[\\/](button|language-picker)\.tsx|src[\\/]features[\\/]auth[\\/]api[\\/](logout|switch-academic-year)\.ts|domain[\\/]src[\\/]shell[\\/]user-role\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': API_TARGET, '/prod': API_TARGET, '/exam-api': API_TARGET },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/my-account/' } },
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 15_000,
  },
}));
