import type { AreaContext } from '../area-handler.ts';
import { RowError } from '../area-handler.ts';

export type IngestedFile = { fileKey: string; name: string; contentType: string; size: number };

/**
 * The file a record names by its source id (uploaded with PUT /files/{source_id}), for a
 * handler to copy into its own table; a RowError naming `field` when there is none.
 */
export async function fileOf(ctx: AreaContext, sourceId: string, field: string): Promise<IngestedFile> {
  const row = await ctx.trx
    .selectFrom('ingest_file')
    .select(['file_key', 'name', 'content_type', 'size'])
    .where('institute_id', '=', ctx.instituteId)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  if (!row) throw new RowError(field, `${field}: no file '${sourceId}' was uploaded; PUT /api/ingest/v1/files/${encodeURIComponent(sourceId)} first`);
  return { fileKey: row.file_key, name: row.name, contentType: row.content_type, size: Number(row.size) };
}
