import type { AreaContext } from './area-handler.ts';
import { RowError } from './area-handler.ts';

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
  // The area's name in the singular: 'batches' -> 'batch', 'offline-exams' -> 'offline exam'.
  if (!row) throw new RowError(field, `${field}: no ${area.replace(/-/g, ' ').replace(/(ch|sh|x)es$|s$/, '$1')} '${sourceId}' was imported; import it first`);
  return row.local_id;
}
