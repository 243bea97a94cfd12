// `npm start`: build the web app and the server when their output is missing or older than
// the sources, then run the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((p) => join(root, p));
const sources = ['packages/domain/src', 'packages/contract/src', 'apps/server/src', 'apps/web/src', 'apps/web/public', 'apps/web/index.html'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((p) => newest(join(root, p))));
if (builtAt < changedAt) {
  console.log('Building the portal (first start or sources changed)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(new URL('../apps/server/dist/server.js', import.meta.url).href);
