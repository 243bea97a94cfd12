import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const KEEP_CHARS = 64 * 1024;
const SHOW_CHARS = 4000;

export type OutputTail = {
  /** What the child printed on stdout (its first 64 KiB: the start banner is there). */
  stdout(): string;
  /** The end of stdout and stderr together, to put in a failure's message. */
  text(): string;
};

/**
 * Collects a child's output instead of letting it through: a passing run prints nothing, and a
 * failing start shows why (a migration error, a port in use) in the test's own message.
 */
export function outputTail(child: ChildProcess): OutputTail {
  let out = '';
  let both = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (out.length < KEEP_CHARS) out += chunk;
    both = (both + chunk).slice(-KEEP_CHARS);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    both = (both + chunk).slice(-KEEP_CHARS);
  });
  return { stdout: () => out, text: () => both.slice(-SHOW_CHARS) || '(nothing)' };
}

/** Resolves when the child has exited (at once if it already has). */
export function untilExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Polls `probe` until it gives a value: the state is asked for again and again, never assumed
 * after a fixed sleep. Stops early when the child exits, since it will never become ready.
 */
export async function waitFor<T>(
  timeoutMs: number,
  child: ChildProcess,
  probe: () => Promise<T | null>,
): Promise<T | 'exited' | 'timeout'> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) return 'exited';
    const value = await probe();
    if (value !== null) return value;
    await delay(50);
  }
  return 'timeout';
}
