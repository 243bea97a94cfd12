import { sql } from 'kysely';
import { byInstitutes, once, reserve, type GenerateContext } from './context.ts';

/** Files per subject of a batch and year: about one a month. */
const PER_SUBJECT = 8;

/**
 * Shared documents (issue 17): each institute's subjects (those its batches study) and, for
 * every batch of both years, PER_SUBJECT files per subject shared with it, of every fileMap
 * type, a month apart from the year's start, none in the future; a file in six read-only. The
 * ids come from one reserved range by the same arithmetic for files and shares.
 */
export async function addDocuments(ctx: GenerateContext): Promise<void> {
  await once(ctx, 'subject', sql`insert into subject (institute_id, name)
    select distinct b.institute_id, s from gen_batch b cross join unnest(b.subjects) s order by 1, 2`);
  const { rows } = await sql<{ batches: string; widest: number }>`select count(*) as batches, max(cardinality(subjects)) as widest from gen_batch`.execute(ctx.trx);
  const batches = Number(rows[0]!.batches);
  const widest = Number(rows[0]!.widest);
  const first = await reserve(ctx, 'shared_file', batches * widest * PER_SUBJECT);
  const [prev, cur] = ctx.years;
  const id = sql`${sql.lit(first)} + (b.seq * ${sql.lit(widest)} + (si - 1)) * ${sql.lit(PER_SUBJECT)} + (k - 1)`;
  const start = sql`(case when b.year = 0 then ${sql.lit(prev.start)}::date else ${sql.lit(cur.start)}::date end)`;
  const shared = sql`((${start} + ((k - 1) * 30 + si)::int + time '10:00') at time zone 'Asia/Kolkata')`;
  const files = sql`from gen_batch b cross join unnest(b.subjects) with ordinality as s (name, si) cross join generate_series(1, ${sql.lit(PER_SUBJECT)}) k`;
  const which = (from: number, to: number) => sql`b.n between ${sql.lit(from)} and ${sql.lit(to)} and ${shared} <= ${ctx.now}::timestamptz`;
  const category = sql`(array['EBook', 'Assignment', 'Exam', 'Other', 'Vimeo', 'Youtube'])[1 + (k + si) % 6]`;
  await byInstitutes(ctx, 'shared_file', (from, to) => sql`
    insert into shared_file (id, institute_id, subject_id, category, title, file_name, file_key, content_type, size_bytes, vimeo_video_id, youtube_id, is_readonly, shared_at)
    select ${id}, b.institute_id, sub.id, c.category, s.name || ': ' || c.category || ' ' || k || ' (' || b.name || ')',
      case when c.category not in ('Vimeo', 'Youtube') then 'generated-' || ${id} || '.pdf' end,
      case when c.category not in ('Vimeo', 'Youtube') then 'generated/documents/' || ${id} || '.pdf' end,
      case when c.category not in ('Vimeo', 'Youtube') then 'application/pdf' end,
      case when c.category not in ('Vimeo', 'Youtube') then 40000 + (k * 7919 + si * 104729) % 900000 end,
      case when c.category = 'Vimeo' then '76979871' end, case when c.category = 'Youtube' then 'bUu8gC1nXsE' end,
      (k + si) % 6 = 0, ${shared}
    ${files}
    cross join lateral (select ${category} as category) c
    join subject sub on sub.institute_id = b.institute_id and sub.name = s.name
    where ${which(from, to)}
    order by 1`);
  await byInstitutes(ctx, 'shared_file_batch', (from, to) => sql`
    insert into shared_file_batch (batch_id, file_id) select b.id, ${id} ${files} where ${which(from, to)} order by 1, 2`);
}
