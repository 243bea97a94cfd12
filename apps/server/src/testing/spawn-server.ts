import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const RECORDER = fileURLToPath(new URL('./module-loads/register.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type SpawnedServer = { port: number; stdout: string; loaded(): string[]; stop(): Promise<void> };

/**
 * The server from source on the embedded database in `dir`, as `npm start` runs it, until it
 * is ready; every module it loads is recorded (loaded()). For tests of the start itself.
 */
export async function spawnServer(dir: string): Promise<SpawnedServer> {
  const record = join(dir, 'modules.txt');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', RECORDER, SERVER], {
    env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', RECORD_MODULE_LOADS: record, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      stdout += b;
      if (stdout.includes('"msg":"ready"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready:\n${stdout}\n${stderr}`)));
  });
  const port = Number(/"port":(\d+)/.exec(stdout)?.[1]);
  return {
    port,
    stdout,
    loaded: () => (existsSync(record) ? readFileSync(record, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `npm run <script> -- args` in the repository on `dir` (the embedded database there): its output and status. */
export function runScript(dir: string, script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
