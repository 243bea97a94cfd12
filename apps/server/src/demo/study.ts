import { readFile } from 'node:fs/promises';
import { contentKey } from './assignments-files.ts';
import type { SeedContext } from './context.ts';
import { indiaInstant } from './home.ts';
import { STUDY_COURSES, type DemoMaterial, type DemoTopic } from './study-courses.ts';

const LECTURE = new URL('./media/lecture.mp4', import.meta.url);

type Trx = SeedContext['trx'];

/** The subject's id at the institute: the documents' subject when there is one, else a new one. */
async function subjectId(trx: Trx, institute: number, name: string): Promise<number> {
  const found = await trx.selectFrom('subject').select('id').where('institute_id', '=', institute).where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  return (await trx.insertInto('subject').values({ institute_id: institute, name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Some bytes into demo_file (the start writes them to the file store, as the homework files), by their key. */
async function stored(trx: Trx, bytes: Buffer): Promise<string> {
  const key = contentKey(bytes);
  await trx.insertInto('demo_file').values({ file_key: key, bytes }).onConflict((oc) => oc.column('file_key').doNothing()).execute();
  return key;
}

/**
 * Seed part 'study' (issue 17): the study library's course types, free ones shared with the
 * school's Class 8 sections and the JEE batch, paid ones part of the demo products (found by
 * title: part 'products' runs first); for each, topics three levels deep per subject, and
 * materials of all twelve types: real files (pdf, docx, xlsx, pptx, png, mp3, mp4, zip),
 * read-only and downloadable, YouTube, Vimeo and protected videos (their file the demo lecture,
 * under its plain content key: the products' public sample keeps a copy of its own, decision 065).
 */
export async function seedStudy(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  const lecture = await readFile(LECTURE);
  const lectureKey = await stored(trx, lecture);
  const lectureSize = lecture.length;

  async function material(institute: number, topicId: number, m: DemoMaterial) {
    const bytes = m.file ? await m.file.bytes() : null;
    const video = m.protectedVideo ? { video_host: 'vdocipher' as const, video_id: m.protectedVideo } : m.vimeo ? { video_host: 'vimeo' as const, video_id: m.vimeo } : { video_host: null, video_id: null };
    await trx
      .insertInto('study_material')
      .values({
        institute_id: institute,
        topic_id: topicId,
        category: m.type,
        title: m.title,
        file_name: m.file?.name ?? null,
        file_key: bytes ? await stored(trx, bytes) : m.protectedVideo ? lectureKey : null,
        content_type: m.file?.contentType ?? (m.protectedVideo ? 'video/mp4' : null),
        size_bytes: bytes?.length ?? (m.protectedVideo ? lectureSize : null),
        ...video,
        youtube_id: m.youtube ?? null,
        video_url: m.url ?? null,
        is_readonly: m.readonly ?? false,
        poster_url: m.poster ?? null,
        shared_at: indiaInstant(today, m.daysAgo, '10:00'),
      })
      .execute();
  }

  async function topics(at: { institute: number; course: number; subject: number }, list: readonly DemoTopic[], parent: number | null) {
    for (const [position, t] of list.entries()) {
      const row = await trx
        .insertInto('study_topic')
        .values({ institute_id: at.institute, course_type_id: at.course, subject_id: at.subject, parent_id: parent, name: t.name, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const m of t.materials ?? []) await material(at.institute, row.id, m);
      await topics(at, t.sub ?? [], row.id);
    }
  }

  for (const course of STUDY_COURSES) {
    let productId: number | null = null;
    if (course.product) {
      const product = await trx.selectFrom('product').select('id').where('institute_id', '=', course.institute).where('title', '=', course.product).executeTakeFirst();
      if (!product) throw new Error(`demo study: no product '${course.product}' at ${course.institute} (seed part 'products' must run first)`);
      productId = product.id;
    }
    const row = await trx.insertInto('course_type').values({ institute_id: course.institute, name: course.name, product_id: productId }).returning('id').executeTakeFirstOrThrow();
    if (course.batches) {
      const ay = ctx.years.get(course.institute)?.current ?? null;
      const batches = await trx
        .selectFrom('batch')
        .select('id')
        .where('institute_id', '=', course.institute)
        .where('name', 'in', course.batches)
        .where((eb) => (ay === null ? eb.val(true) : eb.or([eb('academic_year_id', '=', ay), eb('academic_year_id', 'is', null)])))
        .execute();
      if (batches.length === 0) throw new Error(`demo study: no batch ${course.batches.join(', ')} at ${course.institute}`);
      await trx.insertInto('course_type_batch').values(batches.map((b) => ({ course_type_id: row.id, batch_id: b.id }))).execute();
    }
    for (const s of course.subjects) await topics({ institute: course.institute, course: row.id, subject: await subjectId(trx, course.institute, s.subject) }, s.topics, null);
  }
}
