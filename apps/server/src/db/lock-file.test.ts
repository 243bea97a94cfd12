import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock-file.ts';

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A process that lives until we kill it, and one that has already exited. */
async function withChild<T>(fn: (pid: number) => Promise<T> | T): Promise<T> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  try {
    return await fn(child.pid!);
  } finally {
    child.kill();
  }
}
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

describe('the data-folder lock', () => {
  it('is taken with our pid and released on close', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false);
  });

  it('refuses a second process while the first is alive, naming the folder and the pid', async () => {
    const dir = freshDir();
    await withChild((pid) => {
      writeFileSync(join(dir, 'portal.lock'), String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `Another portal process is using ${dir} (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    });
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'portal.lock'), String(await deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it("never removes another process's lock when releasing", async () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    await withChild((pid) => {
      writeFileSync(join(dir, 'portal.lock'), String(pid));
      lock.release();
      expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(pid));
    });
  });
});
