import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { outputTail, untilExit, waitFor } from './child-output.ts';

/** Debian's package puts it here; HAPROXY names another binary. */
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
/** The ports this test may take (shared machine: each suite has its own range). */
const PORT_RANGE = { first: 3300, last: 3349 };
/** The header naming the backend that answered, so a test can see round robin happen. */
export const SERVED_BY = 'x-served-by';

export type Backend = { name: string; port: number };

/**
 * The balancer of the README's example: HTTP mode, round robin per request (no stickiness, so
 * consecutive calls of one session land on different processes), the client's address added
 * as X-Forwarded-For, health checks on GET /api/health, and the answering server's name in
 * X-Served-By (which a real deployment would leave out).
 */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    `  http-response set-header ${SERVED_BY} %s`,
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 2s`),
    '',
  ].join('\n');
}

/** Whether nothing listens on the port now (HAProxy may still lose a race for it: then the next one is tried). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export type Balancer = { base: string; port: number; stop(): Promise<void> };

/**
 * HAProxy in the foreground (`-db`) as a child of the test, its configuration written to `dir`.
 * Ready when GET /api/health through its frontend answers 200. The start offset in the range
 * follows the process id, so two runs on one machine seldom try the same port first.
 */
export async function startHaproxy(dir: string, backends: readonly Backend[]): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not installed at ${HAPROXY}: apt-get install haproxy (.ci/run does), or set HAPROXY to its path.`);
  }
  const span = PORT_RANGE.last - PORT_RANGE.first + 1;
  for (let i = 0; i < span; i++) {
    const port = PORT_RANGE.first + ((process.pid + i) % span);
    if (!(await portFree(port))) continue;
    const cfg = join(dir, 'haproxy.cfg');
    await writeFile(cfg, haproxyConfig(port, backends));
    const child = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = outputTail(child);
    const exited = untilExit(child);
    const base = `http://127.0.0.1:${port}`;
    const ready = await waitFor(15_000, child, async () => ((await fetch(`${base}/api/health`).catch(() => null))?.ok ? true : null));
    if (ready === true) {
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      };
      return { base, port, stop };
    }
    child.kill('SIGKILL');
    await exited;
    if (ready === 'exited' && /cannot bind|address already in use/i.test(output.text())) continue;
    throw new Error(`HAProxy did not start (${ready}). Its output:\n${output.text()}`);
  }
  throw new Error(`No free port for HAProxy in ${PORT_RANGE.first}-${PORT_RANGE.last}.`);
}
