import type { Kysely } from 'kysely';
import type { DB } from './types.ts';

/** The areas with a data version row (migrations 0013 and 0015) and the tables whose changes move each. */
export type DataArea = 'timetable' | 'home' | 'fees' | 'events' | 'account' | 'assignments' | 'study';

/** An area's data version: moved by every statement changing a table the area's answers read. */
export async function dataVersion(db: Kysely<DB>, area: DataArea): Promise<number> {
  const row = await db.selectFrom('data_version').select('version').where('area', '=', area).executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Answers of one area kept per process, each with the data version it was read at (decision
 * 058, after 055's timetable month): handed out only while the version is the same, so a change
 * by any process or tool is never served stale. The version is read before the answer, so a
 * change committed meanwhile leaves the entry behind. One indexed row read instead of the
 * answer's queries. Values are shared between calls: nobody may change them.
 */
export function createAreaCache<V>(area: DataArea, maxEntries = 10_000) {
  const entries = new Map<string, { version: number; value: V }>();
  return {
    async read(db: Kysely<DB>, key: string, load: () => Promise<V>): Promise<V> {
      const version = await dataVersion(db, area);
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = await load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, value });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

export type AreaCache<V> = ReturnType<typeof createAreaCache<V>>;
