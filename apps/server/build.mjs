// Bundles the server into dist/server.js. npm packages stay external (installed in
// node_modules); the workspace packages are TypeScript source and are bundled in.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dist = here('./dist/');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/** Bare imports are external, except @portal/* (workspace TypeScript, bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [here('./src/server.ts')],
  outfile: here('./dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  // For any CommonJS code bundled into this ES module.
  banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
});

// Migrations are read at run time from ./migrations next to the bundle.
cpSync(here('./src/db/migrations/'), here('./dist/migrations/'), { recursive: true });
console.log('built apps/server/dist/server.js');
