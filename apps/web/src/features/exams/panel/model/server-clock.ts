/**
 * The server's clock as this device reads it (issue 32, decision 070): the server's last reading
 * plus the monotonic time since it arrived (never Date.now, which a student may move). A reading
 * is taken as of the middle of its round trip. It numbers changes (when each was made, on the
 * attempt's timeline) and says from when to ask the server for other devices' changes.
 */
export type ServerClock = {
  /** A reply of the server: its clock when it answered, and how long the call took here. */
  observe: (serverNowMs: number, rttMs: number) => void;
  nowMs: () => number;
  /** Milliseconds since the attempt started, on the server's clock. */
  elapsedMs: () => number;
  /** Ask for the changes saved after this (the last reading, less a margin for servers whose clocks differ). */
  sinceMs: () => number;
};

/** Several server processes' clocks may differ by this much; changes seen twice are told apart by their seq. */
export const SINCE_MARGIN_MS = 5_000;

export function createServerClock(startedAtMs: number, serverNowMs: number, now: () => number = () => performance.now()): ServerClock {
  let base = { server: serverNowMs, at: now() };
  let lastReading = serverNowMs;
  const nowMs = () => base.server + (now() - base.at);
  return {
    observe(server, rtt) {
      if (!Number.isFinite(server)) return;
      base = { server: server + Math.max(0, rtt) / 2, at: now() };
      lastReading = Math.max(lastReading, server);
    },
    nowMs,
    elapsedMs: () => nowMs() - startedAtMs,
    sinceMs: () => Math.max(0, Math.floor(lastReading - SINCE_MARGIN_MS)),
  };
}

/** Runs a call and says how long it took on the monotonic clock (the round trip a reading is corrected by). */
export async function timed<T>(call: () => Promise<T>, now: () => number = () => performance.now()): Promise<T & { rtt_ms: number }> {
  const start = now();
  const value = await call();
  return { ...value, rtt_ms: now() - start };
}
