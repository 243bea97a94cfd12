/**
 * Timetable months already written, as UTF-8 JSON of the answer's `result`, each with the data
 * version it was read at (decision 055). An entry is handed out only while the version is the
 * same, so a change anywhere in what a month reads (any process, any tool) is never served stale;
 * the least recently used entries go first once the bytes pass the bound.
 */
export type WrittenMonth = { version: number; result: Buffer; timeZone: string };

export function createMonthCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, WrittenMonth>();
  let bytes = 0;

  function drop(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.result.length;
  }

  return {
    get(key: string, version: number): WrittenMonth | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      drop(key);
      if (hit.version !== version) return undefined;
      entries.set(key, hit); // the most recently used moves to the end
      bytes += hit.result.length;
      return hit;
    },
    set(key: string, month: WrittenMonth): void {
      drop(key);
      if (month.result.length > maxBytes) return;
      entries.set(key, month);
      bytes += month.result.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
export type MonthCache = ReturnType<typeof createMonthCache>;
