import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './types.ts';

const SLOT = Symbol('reusable-query slot');
type Slot = { readonly [SLOT]: string };
const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

/** A compiled parameter: the call's value of a name, or a constant of the query itself (a status, a limit). */
type Param = { name: string } | { constant: unknown };

/**
 * A query that Kysely builds and compiles once per shape, then runs with each call's values.
 * Kysely builds and compiles the whole tree on every call: on the exam start that was a third of
 * the server's CPU (issue 13's profile: the session lookup on every call, the learner's card and
 * the launch insert). `build` gets stand-ins for the values and must pass each one to Kysely as a
 * value (a bound parameter), never branch on it: what changes the SQL goes in `shape`, which the
 * caller derives from the values (e.g. whether a learner has an academic year). The first compile
 * of a shape checks that every value came out as a parameter; the SQL is the PostgreSQL
 * compiler's, the same for PGlite and a server.
 */
export function reusableQuery<V extends Record<string, unknown>, R, S extends string = 'only'>(
  build: (db: Kysely<DB>, values: V, shape: S) => Compilable<R> | RawBuilder<R>,
) {
  const compiled = new Map<S, { sql: string; params: Param[] }>();

  function compile(db: Kysely<DB>, values: V, shape: S) {
    const standIns = Object.fromEntries(Object.keys(values).map((name) => [name, { [SLOT]: name }])) as unknown as V;
    const built = build(db, standIns, shape);
    // A sql`` template compiles against a database; a query builder knows its own.
    const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    const params: Param[] = query.parameters.map((p) => (isSlot(p) ? { name: p[SLOT] } : { constant: p }));
    const used = new Set(params.flatMap((p) => ('name' in p ? [p.name] : [])));
    const unused = Object.keys(values).filter((name) => !used.has(name));
    if (unused.length > 0) throw new Error(`reusableQuery: ${unused.join(', ')} did not become a parameter of the query`);
    const entry = { sql: query.sql, params };
    compiled.set(shape, entry);
    return entry;
  }

  async function rows(db: Kysely<DB>, values: V, shape: S = 'only' as S): Promise<R[]> {
    const { sql, params } = compiled.get(shape) ?? compile(db, values, shape);
    const parameters = params.map((p) => ('name' in p ? values[p.name] : p.constant));
    return (await db.executeQuery<R>(CompiledQuery.raw(sql, parameters))).rows;
  }

  return {
    rows,
    async first(db: Kysely<DB>, values: V, shape?: S): Promise<R | undefined> {
      return (await rows(db, values, shape))[0];
    },
  };
}
