// What one start costs, independent of how busy the machine is (issue 13's budget is wall time,
// but wall time on this shared 2-core machine moves with whatever else runs; CPU time and
// statements per start do not, so a change to the start path is compared by these in one run).
// Linux only (/proc); elsewhere the figures are left out.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in ms, or null when it is gone or /proc is not there. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Snapshots of the server's CPU, its database backends' CPU and the database's committed
 * transactions (each statement outside a transaction is one), for the difference over a phase.
 */
export function startCostProbe(db, serverPid, dbName) {
  async function snapshot() {
    const backends = (await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName])).rows;
    const pgMs = backends.map((b) => cpuMs(b.pid) ?? 0).reduce((a, b) => a + b, 0);
    const commits = Number((await db.query('select xact_commit from pg_stat_database where datname = $1', [dbName])).rows[0]?.xact_commit ?? 0);
    return { serverMs: cpuMs(serverPid), pgMs, pids: new Set(backends.map((b) => b.pid)), commits };
  }
  return {
    snapshot,
    /** Per start, between two snapshots (the probe's own two queries are subtracted). */
    perStart(before, after, starts) {
      if (starts === 0 || before.serverMs === null || after.serverMs === null) return null;
      // Backends opened during the phase counted from 0; closed ones are lost (the pool keeps them).
      return {
        serverMs: (after.serverMs - before.serverMs) / starts,
        pgMs: (after.pgMs - before.pgMs) / starts,
        statements: (after.commits - before.commits - 2) / starts,
      };
    },
  };
}
