import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// React Router's package exports its development build; the release uses its production build
// (no dev warnings: smaller and faster).
const ROUTER_PRODUCTION = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
// react-i18next asks for the useSyncExternalStore shim; React 19 has the hook itself.
const SYNC_STORE_SHIM = fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url));

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes which chunk each module went into, by the manifest's key of that chunk: a module a
 * codeSplitting group took in has no manifest entry of its own (scripts/prerender.mjs, which
 * lists a signed-in page's files, reads it; removed after it).
 */
function moduleChunks(): Plugin {
  return {
    name: 'portal-module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) map[relative(WEB_ROOT, id).replaceAll('\\', '/')] = `_${basename(file.fileName)}`;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(map) });
    },
  };
}

// The web app is served under /my-account by the server; `npm run dev` proxies the API to it.
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  base: '/my-account/',
  plugins: [react(), moduleChunks()],
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
              priority: 20,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The small app modules the login page and the signed-in screens share: one file
              // instead of seven, each of which cost its own import boilerplate (login budget).
              name: 'app-core',
              priority: 10,
              // The language picker and the logout and year-switch calls too: the login page and the
              // shell each load them, and each on its own cost a request's headers (issue 14, on the wire).
              test: /(src[\\/]lib[\\/](storage|i18n|session-store|show-error|device-id|session[\\/]api[\\/](logout|switch-academic-year))\.ts|src[\\/]components[\\/]ui[\\/](button|language-picker)\.tsx|domain[\\/]src[\\/]shell[\\/]user-role\.ts)$/,
            },
            {
              // And every app module the entry needs before anything else (what the login page
              // and every page start with), so none of them goes into the signed-in chunk below,
              // which takes its modules' dependencies with it.
              name: 'app-core',
              priority: 10,
              tags: ['$initial'],
              test: /[\\/](apps[\\/]web[\\/]src[\\/](?!main\.tsx)|packages[\\/][a-z-]+[\\/]src[\\/])/,
            },
            {
              // The signed-in shell and the dashboard, where a signed-in user lands: one file
              // instead of some twenty of a few hundred bytes each. On HTTP/1.1's six connections
              // a phone waited a round trip per six of them before the first paint (issue 14:
              // Lighthouse's dashboard on a phone). Nothing the login page loads is in it.
              name: 'signed-in',
              priority: 5,
              test: /(src[\\/]app[\\/](protected-layout|screen-for|direct-screens|early-data|use-session-confirm|use-session-expiry)\.tsx?|src[\\/]app[\\/]shell[\\/].*|src[\\/]app[\\/]screens[\\/](protected-screen|screen-icons|parent-refused)\.tsx?|src[\\/]features[\\/]home[\\/].*|src[\\/]features[\\/]auth[\\/]api[\\/]get-session\.ts|src[\\/]lib[\\/](early-fetch|screen-texts|screen-title|time-zone|safe-html|session[\\/]use-logout)\.ts|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*)$/,
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
