import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { learnerBatchIds, type LearnerInYear } from '../../lib/learner-batches.ts';

/** Whose files a call reads: the learner's user, in the session's academic year (null: any year). */
export type Reader = LearnerInYear;

/** The shares of file f that the reader's batches have (a file is the reader's when there is one). */
const readerShares = (db: Kysely<DB>, eb: ExpressionBuilder<DB & { f: DB['shared_file'] }, 'f'>, r: Reader) =>
  eb.exists(eb.selectFrom('shared_file_batch as sfb').select('sfb.file_id').whereRef('sfb.file_id', '=', 'f.id').where('sfb.batch_id', 'in', learnerBatchIds(db, r)));

/** The subjects of the files shared with a student's batches, by name [DOC-FILTER-1]. Exported for EXPLAIN. */
export function subjectsQuery(db: Kysely<DB>, r: Reader) {
  return db
    .selectFrom('shared_file_batch as sfb')
    .innerJoin('shared_file as f', 'f.id', 'sfb.file_id')
    .innerJoin('subject as s', 's.id', 'f.subject_id')
    .select(['s.id', 's.name'])
    .distinct()
    .where('sfb.batch_id', 'in', learnerBatchIds(db, r))
    .where('f.institute_id', '=', r.instituteId)
    .orderBy('s.name')
    .orderBy('s.id');
}

/** An open user's courses: their batches, named by product [DOC-FILTER-2] (decision 064). */
export function coursesQuery(db: Kysely<DB>, r: Reader) {
  return db
    .selectFrom('batch as b')
    .select(['b.id', 'b.name', 'b.product_name'])
    .where('b.id', 'in', learnerBatchIds(db, r))
    .orderBy('b.id');
}

const FILE_COLUMNS = [
  'f.id',
  'f.category',
  'f.title',
  'f.file_name',
  'f.size_bytes',
  'f.vimeo_video_id',
  'f.youtube_id',
  'f.is_readonly',
  'f.thumbnail_url',
  'f.shared_at',
  'f.subject_id',
  's.name as subject_name',
] as const;

/** A subject's files shared with the reader, newest first [API-DOC-2]. Exported for EXPLAIN. */
export function subjectFilesQuery(db: Kysely<DB>, r: Reader, subjectId: number) {
  return db
    .selectFrom('shared_file as f')
    .leftJoin('subject as s', 's.id', 'f.subject_id')
    .select(FILE_COLUMNS)
    .where('f.subject_id', '=', subjectId)
    .where('f.institute_id', '=', r.instituteId)
    .where((eb) => readerShares(db, eb, r))
    .orderBy('f.shared_at', 'desc')
    .orderBy('f.id', 'desc');
}

/** A course's (batch's) files, for an open user who has that course [API-DOC-2]. */
export function courseFilesQuery(db: Kysely<DB>, r: Reader, courseId: number) {
  return db
    .selectFrom('shared_file_batch as sfb')
    .innerJoin('shared_file as f', 'f.id', 'sfb.file_id')
    .leftJoin('subject as s', 's.id', 'f.subject_id')
    .select(FILE_COLUMNS)
    .where('sfb.batch_id', '=', courseId)
    .where('sfb.batch_id', 'in', learnerBatchIds(db, r))
    .where('f.institute_id', '=', r.instituteId)
    .orderBy('f.shared_at', 'desc')
    .orderBy('f.id', 'desc');
}

export type SharedFileRow = Awaited<ReturnType<ReturnType<typeof subjectFilesQuery>['execute']>>[number];

/** A file of the institute the reader has, with what a download needs; undefined when not theirs. */
export function readerFile(db: Kysely<DB>, r: Reader, fileId: number) {
  return db
    .selectFrom('shared_file as f')
    .select(['f.id', 'f.file_name', 'f.file_key', 'f.content_type', 'f.is_readonly', 'f.category'])
    .where('f.id', '=', fileId)
    .where('f.institute_id', '=', r.instituteId)
    .where((eb) => readerShares(db, eb, r))
    .executeTakeFirst();
}

export async function countDownload(db: Kysely<DB>, fileId: number): Promise<void> {
  await db.updateTable('shared_file').set((eb) => ({ download_count: eb('download_count', '+', 1) })).where('id', '=', fileId).execute();
}

/** One more download of a study material (API-DOC-4 serves both: one id space, decision 066). */
export async function countMaterialDownload(db: Kysely<DB>, materialId: number): Promise<void> {
  await db.updateTable('study_material').set((eb) => ({ download_count: eb('download_count', '+', 1) })).where('id', '=', materialId).execute();
}

/** A downloadable Vimeo entry of the institute the reader has, by its Vimeo id [DOC-VID-3]; undefined when not theirs or read-only. */
export function readerVimeoFile(db: Kysely<DB>, r: Reader, vimeoVideoId: string) {
  return db
    .selectFrom('shared_file as f')
    .select(['f.id', 'f.size_bytes'])
    .where('f.institute_id', '=', r.instituteId)
    .where('f.category', '=', 'Vimeo')
    .where('f.vimeo_video_id', '=', vimeoVideoId)
    // A read-only entry is never downloaded [DOC-DL-1], its Vimeo files included.
    .where('f.is_readonly', '=', false)
    .where((eb) => readerShares(db, eb, r))
    .limit(1)
    .executeTakeFirst();
}
