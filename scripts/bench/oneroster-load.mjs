// The signed-in calls of the import bench (oneroster-import.mjs): `users` simulated users, each
// making one of the demo student's read calls (home and timetable), then waiting `thinkMs`, in a
// loop until stopped. A steady, modest load: the figure is how long a call waits while an import
// holds the database, not how many calls the server can take.
import { TIMETABLE_MONTH, screenCalls } from './api-calls.mjs';
import { signIn } from './api-load.mjs';

const CALLS = ['session (every screen)', 'banners (dashboard)', 'notices', TIMETABLE_MONTH];

/** The demo school student's home and timetable calls, signed in. */
export async function studentCalls(base) {
  const me = await signIn(base, '9000000001');
  const calls = screenCalls(me.headers).filter((c) => CALLS.includes(c.name));
  for (const c of calls) {
    const res = await fetch(base + c.path, { method: c.method ?? 'GET', headers: c.headers, body: c.body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status} before any load`);
  }
  return calls;
}

/** Starts the loop; stop() ends it and resolves with each call's milliseconds and the failures. */
export function signedInLoad(base, calls, { users = 20, thinkMs = 500 } = {}) {
  const ms = [];
  const failures = [];
  let running = true;
  let next = 0;
  async function user(u) {
    // Spread the users' first calls over one think time, so they do not arrive together.
    await new Promise((r) => setTimeout(r, (u / users) * thinkMs));
    while (running) {
      const c = calls[next++ % calls.length];
      const began = performance.now();
      try {
        const res = await fetch(base + c.path, { method: c.method ?? 'GET', headers: c.headers, body: c.body });
        await res.arrayBuffer();
        ms.push(performance.now() - began);
        if (!res.ok) failures.push(`${c.name}: HTTP ${res.status}`);
      } catch (err) {
        failures.push(`${c.name}: ${err.message}`);
      }
      await new Promise((r) => setTimeout(r, thinkMs));
    }
  }
  const all = Promise.all(Array.from({ length: users }, (_, u) => user(u)));
  return {
    async stop() {
      running = false;
      await all;
      return { ms, failures };
    },
  };
}

/** n, p50, p99 and max of a list of milliseconds. */
export function latencyStats(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}
