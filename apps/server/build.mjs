// Bundles the server into dist/ (entry dist/server.js, plus the chunk it loads while PGlite
// starts). The workspace packages are TypeScript source and must be bundled; the pure-JS npm
// packages are bundled too, because loading them from node_modules as hundreds of small ES
// modules cost ~0.9 s of CPU at every start against ~0.4 s bundled (start budget: 2 s).
// Packages with native code or files of their own stay in node_modules.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dist = here('./dist/');

const EXTERNAL = [
  '@electric-sql/pglite', // WebAssembly and data files next to its modules
  '@node-rs/argon2', // native addon
  'pg', // optional native binding (pg-native) behind a require
  'pg-native',
  'pdfkit', // loads its standard-font metrics through its own package imports at run time
  'sharp', // native libvips binding (profile photos are resized on the server)
];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  // Worker threads start from a file: the PGlite worker and the OneRoster planning worker
  // (src/lib/worker/start-worker.ts finds the latter by this name) are entries of their own.
  entryPoints: {
    server: here('./src/server.ts'),
    'pglite-worker': here('./src/db/pglite-worker.mjs'),
    'roster-worker': here('./src/modules/ingest/oneroster/roster-worker.ts'),
  },
  outdir: dist,
  // server.ts loads the bulk of the server with import() while PGlite starts. Chunks sit
  // next to server.js, so import.meta.url-relative paths (./migrations/, ../../web/dist/)
  // mean the same in every file.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  },
});

// Migrations are read at run time from ./migrations next to the bundle.
cpSync(here('./src/db/migrations/'), here('./dist/migrations/'), { recursive: true });
// The demo seed's media (a recording), read next to the bundle as ./media/ (demo/live-media.ts).
cpSync(here('./src/demo/media/'), here('./dist/media/'), { recursive: true });
console.log('built apps/server/dist/server.js');
