import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { outputTail, untilExit, waitFor } from './child-output.ts';

/** The repository's root: the server runs from there, as `npm start` runs it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type ServerProcess = {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>: this process alone, without the load balancer. */
  base: string;
  /** The last lines the process printed, for a failure's message. */
  output(): string;
  /** SIGTERM (the server's clean close), SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
};

export type ServerOptions = {
  name: string;
  /** DATABASE_URL, DATA_DIR, TRUST_PROXY, limits...: added to this process's environment. */
  env: Record<string, string>;
  readyTimeoutMs?: number;
};

const PORT_LINE = /Portal: http:\/\/localhost:(\d+)\//;

/**
 * Starts the server from source (`node --import tsx apps/server/src/server.ts`, what
 * `npm run dev` runs, without the watcher), so the test needs no build and runs the code under
 * review. PORT=0 lets the system pick a free port, read back from the address the server
 * prints; no port is guessed, so a busy machine cannot make two starts collide. Ready means
 * GET /api/health answers 200, which the server does only after migrating and seeding.
 */
export async function startServer({ name, env, readyTimeoutMs = 120_000 }: ServerOptions): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputTail(child);
  const exited = untilExit(child);
  const failed = (why: string) => new Error(`server ${name} ${why}. Its last output:\n${output.text()}`);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  try {
    const port = await waitFor(readyTimeoutMs, child, async () => {
      const match = PORT_LINE.exec(output.stdout());
      if (!match) return null;
      const res = await fetch(`http://127.0.0.1:${match[1]}/api/health`).catch(() => null);
      return res?.ok ? Number(match[1]) : null;
    });
    if (port === 'exited') throw failed(`exited with ${child.exitCode ?? child.signalCode} before it was ready`);
    if (port === 'timeout') throw failed(`was not ready within ${readyTimeoutMs / 1000} s`);
    return { name, pid: child.pid!, port, base: `http://127.0.0.1:${port}`, output: output.text, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
