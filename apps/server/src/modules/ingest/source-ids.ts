import type { AreaContext } from './area-handler.ts';
import { RowError } from './area-handler.ts';

/** One record of an area, in words: 'batches' -> 'batch', 'academic-years' -> 'academic year'. */
const oneOf = (area: string) => area.replace(/-/g, ' ').replace(/(ch|sh|x)es$/, '$1').replace(/s$/, '');

/**
 * The local id an earlier import gave a source id of `area` in this institute; a RowError naming
 * `field` when there is none ("import it first"): records refer to each other by the
 * institute's own ids, never by ours.
 */
export async function localIdOf(ctx: AreaContext, area: string, sourceId: string, field: string): Promise<number> {
  const row = await ctx.trx
    .selectFrom('source_record')
    .select('local_id')
    .where('institute_id', '=', ctx.instituteId)
    .where('area', '=', area)
    .where('source_id', '=', sourceId)
    .where('retired', '=', false)
    .executeTakeFirst();
  if (!row) throw new RowError(field, `${field}: no ${oneOf(area)} '${sourceId}' was imported; import it first`);
  return row.local_id;
}

/**
 * localIdOf for many source ids of `area` at once (a chunk's references, in one query): each
 * one's local id; a RowError naming `field` when any of them was not imported.
 */
export async function localIdsOf(ctx: AreaContext, area: string, sourceIds: readonly string[], field: string): Promise<Map<string, number>> {
  const wanted = [...new Set(sourceIds)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.trx
    .selectFrom('source_record')
    .select(['source_id', 'local_id'])
    .where('institute_id', '=', ctx.instituteId)
    .where('area', '=', area)
    .where('source_id', 'in', wanted)
    .where('retired', '=', false)
    .execute();
  const ids = new Map(rows.map((r) => [r.source_id, r.local_id]));
  const missing = wanted.find((s) => !ids.has(s));
  if (missing !== undefined) throw new RowError(field, `${field}: no ${oneOf(area)} '${missing}' was imported; import it first`);
  return ids;
}
