// Starts the built server as a child process and reports when it answers /api/health.
import { spawn } from 'node:child_process';

// `env` adds to (or overrides) this process's environment, e.g. DATABASE_URL for PostgreSQL.
// BENCH_SERVER_NODE_ARGS adds Node flags to the server alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
// to see where a bench's time goes (NODE_OPTIONS refuses --cpu-prof, and would profile the bench too).
export async function startServer({ port, dataDir, timeoutMs = 120_000, env = {} }) {
  const startedAt = performance.now();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/api/health`;
  while (performance.now() - startedAt < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) {
        const readySeconds = (performance.now() - startedAt) / 1000;
        return { readySeconds, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}
