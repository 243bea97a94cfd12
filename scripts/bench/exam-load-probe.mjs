// What one start costs, independent of how busy the machine is (issue 13's budget is wall time,
// but wall time on this shared 2-core machine moves with whatever else runs; CPU time and
// statements per start do not, so a change to the start path is compared by these in one run).
// Linux only (/proc); elsewhere the figures are left out.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

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

/** The whole machine's CPU time in ms from /proc/stat: busy (user to steal), idle, iowait, steal; null off Linux. */
export function machineMs() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu;
    const ms = (j) => (j * 1000) / TICKS_PER_SECOND;
    return { busy: ms(user + nice + system + irq + softirq + steal), idle: ms(idle), iowait: ms(iowait), steal: ms(steal) };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: less than `maxBusyPct` of one core busy over a second (the
 * server idles then: what runs is somebody else), for at most `timeoutMs`. Resolves with the
 * last second's figure and the time waited, so a run that never got quiet says so.
 */
export async function quietMachine(maxBusyPct = 15, timeoutMs = 60_000) {
  const began = performance.now();
  let pct = null;
  while (performance.now() - began < timeoutMs) {
    const a = machineMs();
    await new Promise((r) => setTimeout(r, 1000));
    const b = machineMs();
    if (!a || !b) return { busyPct: null, waitedMs: 0 };
    pct = (100 * (b.busy - a.busy)) / ((b.busy + b.idle + b.iowait - a.busy - a.idle - a.iowait) / cores());
    if (pct < maxBusyPct) break;
  }
  return { busyPct: pct, waitedMs: performance.now() - began };
}

const cores = () => Math.max(1, availableParallelism());

/**
 * Snapshots of the server's CPU, its database backends' CPU and the database's committed
 * transactions (each statement outside a transaction is one), for the difference over a phase.
 */
export function startCostProbe(db, serverPid, dbName) {
  async function snapshot() {
    const backends = (await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName])).rows;
    const pgMs = backends.map((b) => cpuMs(b.pid) ?? 0).reduce((a, b) => a + b, 0);
    const commits = Number((await db.query('select xact_commit from pg_stat_database where datname = $1', [dbName])).rows[0]?.xact_commit ?? 0);
    const bench = process.cpuUsage();
    return { serverMs: cpuMs(serverPid), pgMs, pids: new Set(backends.map((b) => b.pid)), commits, benchMs: (bench.user + bench.system) / 1000, machine: machineMs(), at: performance.now() };
  }
  return {
    snapshot,
    /** Per start, between two snapshots (the probe's own two queries are subtracted); the machine's shares up to windowEnd. */
    perStart(before, after, starts, windowEnd = after) {
      if (starts === 0 || before.serverMs === null || after.serverMs === null) return null;
      // Backends opened during the phase counted from 0; closed ones are lost (the pool keeps them).
      return {
        serverMs: (after.serverMs - before.serverMs) / starts,
        pgMs: (after.pgMs - before.pgMs) / starts,
        statements: (after.commits - before.commits - 2) / starts,
        machine: machineShares(before, windowEnd),
      };
    },
  };
}

/**
 * Where the machine's CPU went over a phase, in % of all its cores: the server, the database's
 * backends, this bench (the simulated students), and the rest (other processes, PostgreSQL's
 * background writers and autovacuum included); iowait and steal (the VM's host) beside. A run
 * whose budget fails with `other` high was crowded out, not slow.
 */
function machineShares(before, after) {
  if (!before.machine || !after.machine) return null;
  const d = (k) => after.machine[k] - before.machine[k];
  const capacity = d('busy') + d('idle') + d('iowait');
  if (capacity <= 0) return null;
  const pct = (ms) => (100 * ms) / capacity;
  const server = after.serverMs - before.serverMs;
  const pg = after.pgMs - before.pgMs;
  const bench = after.benchMs - before.benchMs;
  return {
    busyPct: pct(d('busy')),
    serverPct: pct(server),
    pgPct: pct(pg),
    benchPct: pct(bench),
    otherPct: pct(Math.max(0, d('busy') - server - pg - bench)),
    iowaitPct: pct(d('iowait')),
    stealPct: pct(d('steal')),
  };
}
