import { DataDirLockedError } from '../db/lock-file.ts';

/** Errors a person at the command line can act on: their message alone, no stack. */
export class CommandError extends Error {}

const USER_ERRORS = [CommandError, DataDirLockedError];

/**
 * Runs a command's body and exits: 0 when done, 1 with the message on stderr when it failed
 * for a reason the person can fix (bad flag, server still running), 1 with the stack otherwise.
 */
export async function runCommand(body: () => Promise<void>, userErrors: (new (...args: never[]) => Error)[] = []): Promise<never> {
  try {
    await body();
    process.exit(0);
  } catch (err) {
    // node:util parseArgs refuses an unknown or malformed flag with ERR_PARSE_ARGS_*.
    const badFlag = String((err as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (badFlag || [...USER_ERRORS, ...userErrors].some((E) => err instanceof E)) process.stderr.write(`${(err as Error).message}\n`);
    else console.error(err);
    process.exit(1);
  }
}
