import { sql } from 'kysely';
import { byInstitutes, once, reserve, type GenerateContext } from './context.ts';

/**
 * Per subject of a course: 3 units, each with 2 chapters of 2 parts (three levels, 21 topics),
 * one material per unit and two per part (27), of every studyMaterialMap type in turn.
 */
const TOPICS = 21;
const MATERIALS = 27;
const TYPES = sql`array['Notes', 'EBook', 'Assignment', 'Exam', 'Slides', 'Images', 'PreviousYearQuestionsPaper', 'AudioNotes', 'Other', 'Vimeo', 'YoutubeURL', 'VDOCipher']`;

/**
 * The study library (issue 17): a free course type for every batch of this year, with its
 * subjects' topics three levels deep and materials of all twelve types, so the EXPLAIN test
 * and the scale bench read the study calls on large tables. Ids come from reserved ranges by
 * the same arithmetic for each level; a material's from shared_file's sequence, which it shares
 * (decision 066). Runs after addDocuments (the subjects).
 */
export async function addStudy(ctx: GenerateContext): Promise<void> {
  const { rows } = await sql<{ batches: string; widest: number }>`select count(*) as batches, max(cardinality(subjects)) as widest from gen_batch`.execute(ctx.trx);
  const batches = Number(rows[0]!.batches);
  const widest = Number(rows[0]!.widest);
  const firstCourse = await reserve(ctx, 'course_type', batches);
  const firstTopic = await reserve(ctx, 'study_topic', batches * widest * TOPICS);
  const firstMaterial = await reserve(ctx, 'shared_file', batches * widest * MATERIALS);
  const course = sql`${sql.lit(firstCourse)} + b.seq`;
  const current = sql`b.year = 1`;
  await once(ctx, 'course_type', sql`insert into course_type (id, institute_id, name) select ${course}, b.institute_id, b.name || ' study library (' || b.b || ')' from gen_batch b where ${current} order by 1`);
  await once(ctx, 'course_type_batch', sql`insert into course_type_batch (course_type_id, batch_id) select ${course}, b.id from gen_batch b where ${current} order by 1`);

  const slot = sql`(b.seq * ${sql.lit(widest)} + (si - 1))`;
  const topic = (local: RawLocal) => sql`${sql.lit(firstTopic)} + ${slot} * ${sql.lit(TOPICS)} + ${local}`;
  const subjects = sql`from gen_batch b cross join unnest(b.subjects) with ordinality as s (name, si) join subject sub on sub.institute_id = b.institute_id and sub.name = s.name`;
  const where = (from: number, to: number) => sql`where ${current} and b.n between ${sql.lit(from)} and ${sql.lit(to)}`;
  // Local numbers in a subject: unit t at t*7, its chapter u at t*7+1+u*3, that chapter's part v one to two past it.
  const unit = sql`t * 7`;
  const chapter = sql`t * 7 + 1 + u * 3`;
  const part = sql`t * 7 + 2 + u * 3 + v`;
  const insertTopics = (label: string, id: RawLocal, parent: RawLocal | null, name: RawLocal, series: RawLocal) =>
    byInstitutes(ctx, 'study_topic', (from, to) => sql`
      insert into study_topic (id, institute_id, course_type_id, subject_id, parent_id, name, position)
      select ${topic(id)}, b.institute_id, ${course}, sub.id, ${parent === null ? sql`null` : topic(parent)}, ${name}, ${sql.raw(label)}
      ${subjects} ${series} ${where(from, to)} order by 1`);
  await insertTopics('t', unit, null, sql`s.name || ': unit ' || (t + 1)`, sql`cross join generate_series(0, 2) t`);
  await insertTopics('u', chapter, unit, sql`'Chapter ' || (t + 1) || '.' || (u + 1)`, sql`cross join generate_series(0, 2) t cross join generate_series(0, 1) u`);
  await insertTopics('v', part, chapter, sql`'Part ' || (t + 1) || '.' || (u + 1) || '.' || (v + 1)`, sql`cross join generate_series(0, 2) t cross join generate_series(0, 1) u cross join generate_series(0, 1) v`);

  // Material k of a subject: k < 3 on unit k, else the ((k - 3) % 2)th of part (k - 3) / 2.
  const id = sql`${sql.lit(firstMaterial)} + ${slot} * ${sql.lit(MATERIALS)} + k`;
  const onTopic = sql`(case when k < 3 then k * 7 else ((k - 3) / 2 / 4) * 7 + 2 + (((k - 3) / 2 / 2) % 2) * 3 + ((k - 3) / 2) % 2 end)`;
  await byInstitutes(ctx, 'study_material', (from, to) => sql`
    insert into study_material (id, institute_id, topic_id, category, title, file_name, file_key, content_type, size_bytes, video_host, video_id, youtube_id, is_readonly, shared_at)
    select ${id}, b.institute_id, ${topic(onTopic)}, c.category, s.name || ': ' || c.category || ' ' || (k + 1),
      case when c.category not in ('Vimeo', 'YoutubeURL', 'VDOCipher') then 'generated-' || ${id} || '.pdf' end,
      case when c.category = 'VDOCipher' then 'generated/study/' || ${id} || '.mp4' when c.category not in ('Vimeo', 'YoutubeURL') then 'generated/study/' || ${id} || '.pdf' end,
      case when c.category = 'VDOCipher' then 'video/mp4' when c.category not in ('Vimeo', 'YoutubeURL') then 'application/pdf' end,
      case when c.category not in ('Vimeo', 'YoutubeURL') then 40000 + (k * 7919 + si * 104729) % 900000 end,
      case c.category when 'Vimeo' then 'vimeo' when 'VDOCipher' then 'vdocipher' end,
      case c.category when 'Vimeo' then '76979871' when 'VDOCipher' then 'gen-vdo-' || ${id} end,
      case when c.category = 'YoutubeURL' then 'bUu8gC1nXsE' end,
      (k + si) % 5 = 0, ${ctx.now}::timestamptz - make_interval(days => k + si::int)
    ${subjects} cross join generate_series(0, ${sql.lit(MATERIALS - 1)}) k
    cross join lateral (select (${TYPES})[1 + (k + si::int) % 12] as category) c
    ${where(from, to)} order by 1`);
}

type RawLocal = ReturnType<typeof sql>;
