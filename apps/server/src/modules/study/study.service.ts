import type { Kysely } from 'kysely';
import { ERROR_CODES, type TCourseType } from '@portal/contract';
import { dayKey, formatIsoDate } from '@portal/domain/format/date-time';
import { productExpired } from '@portal/domain/products/product-tabs';
import type { Clock } from '../../clock.ts';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { kept, splicedAnswer } from '../../lib/compression/spliced-gzip.ts';
import { WrittenAnswer } from '../../plugins/response-serializer.ts';
import { assertInstitute, type SessionContext } from '../../session-context.ts';
import { courseTypeAccess, courseTypesOf, materialById, materialsQuery, protectedVideoCourses, topicsQuery, type CourseAccessRow, type StudyReader } from './study.repository.ts';
import { studyTree } from './study-tree.ts';

/**
 * A paid course whose product has expired for the learner (decision 066): 409 with its own code,
 * never 403 (which ends the browser's session); the text says which product and since when.
 */
export function productExpiredError(productTitle: string, expiresOn: string): HttpError {
  return new HttpError(409, ERROR_CODES.productExpired, `Your access to '${productTitle}' ended on ${formatIsoDate(expiresOn)}. Renew the product to open its study material.`);
}

/** Course trees kept per process (a tree is at most a few hundred KB; a large institute has a few hundred courses). */
const MAX_KEPT_TREES = 500;

/**
 * The learner a study call reads for: a student or an open user of the session's institute.
 * A parent is refused as an id that does not exist (404): the menu hides Study Materials from
 * parents [SHELL-MENU-3].
 */
function readerOf(session: SessionContext): StudyReader {
  if (session.isParent) throw notFound();
  return { userId: session.userId, instituteId: session.instituteId, academicYearId: session.academicYearId };
}

/** What the documents' download reads of a study material (the same fields as a shared file's). */
export type StudyDownloadRow = { id: number; file_name: string | null; file_key: string | null; content_type: string | null; is_readonly: boolean };

/**
 * The study library [API-STUDY-1] [API-STUDY-2], and the study side of the download (API-DOC-3)
 * and of the protected video (API-VIDEO-1, API-LIVE-6) [STUDY-MAT-2]: a free course type is the
 * learner's through one of their batches, a paid one while their enrolment in its product lasts
 * (through its expiry day, the institute's day) and the institute has e-learning [STUDY-TAB-3];
 * anything else answers 404 like an id that does not exist, and an expired product 409 saying so.
 */
export function createStudyService({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  // A course's tree is the same for each of its learners: kept per 'study' data version (0021),
  // as the whole answer's bytes (decision 055's way: written once per change, not per call).
  const trees = createAreaCache<WrittenAnswer>('study', MAX_KEPT_TREES);

  /** The course type if the learner may open it now; 404 / 409 otherwise. */
  async function reach(r: StudyReader, courseTypeId: number, productId?: number | null): Promise<CourseAccessRow> {
    const row = await courseTypeAccess(db, r, courseTypeId);
    // A product_id that is not the course type's own names another course: as not found.
    if (!row || (productId !== undefined && productId !== row.product_id)) throw notFound();
    if (row.product_id === null) {
      if (!row.in_batches) throw notFound();
      return row;
    }
    // A paid course is e-learning's [STUDY-TAB-3]: without it, as not there (decision 066).
    if (!row.elearn || row.expires_on === null) throw notFound();
    if (productExpired(row.expires_on, dayKey(clock.now(), row.time_zone)) === 1) throw productExpiredError(row.product_title ?? row.name, row.expires_on);
    return row;
  }

  return {
    /**
     * [API-STUDY-1] [STUDY-COURSE-1]: the path's id is the student_id of a student, the user_id
     * of an open user; free course types of their batches and paid ones of their valid products
     * when the institute has e-learning.
     */
    async courseTypes(session: SessionContext, instituteId: number, id: number): Promise<TCourseType[]> {
      assertInstitute(session, instituteId);
      const r = readerOf(session);
      if (session.studentId !== null ? id !== session.studentId : id !== session.userId) throw notFound();
      const rows = await courseTypesOf(db, r);
      if (rows.length === 0) return [];
      const today = dayKey(clock.now(), rows[0]!.time_zone);
      // A paid course is offered while its enrolment lasts (the products' rule): an expired one cannot be opened;
      // and only while the institute has e-learning [STUDY-TAB-3] (decision 066).
      return rows
        .filter((c) => c.product_id === null || (c.elearn && productExpired(c.expires_on, today) === 0))
        .map((c) => ({ course_type_id: c.id, course_type: c.name, isPaid: c.product_id === null ? 'N' : 'Y', product_id: c.product_id }));
    },

    /** [API-STUDY-2] [STUDY-COURSE-4]: a course type's subjects and topic tree, the whole answer as written JSON. */
    async material(session: SessionContext, body: { ecourse_id: number; institute_id: number; product_id: number | null }): Promise<WrittenAnswer> {
      assertInstitute(session, body.institute_id);
      const course = await reach(readerOf(session), body.ecourse_id, body.product_id);
      return trees.read(db, `${course.id}|${course.time_zone}`, async () => {
        const [topics, materials] = await Promise.all([topicsQuery(db, course.id).execute(), materialsQuery(db, course.id).execute()]);
        // Kept whole, so its compressed bytes are written once too (api-compression.ts).
        return new WrittenAnswer(splicedAnswer([kept(Buffer.from(JSON.stringify({ statusCode: 200, message: 'OK', result: studyTree(topics, materials, course.time_zone) })))]));
      });
    },

    /**
     * A study material for the download call (API-DOC-3, decision 066): undefined when no study
     * material of the institute has that id; 404 when it is not the learner's; 409 when its
     * product expired. A protected video comes without its file key: it is never downloaded.
     */
    async downloadable(session: SessionContext, fileId: number): Promise<StudyDownloadRow | undefined> {
      if (session.isParent) return undefined;
      const m = await materialById(db, session.instituteId, fileId);
      if (!m) return undefined;
      await reach(readerOf(session), m.course_type_id);
      return { id: m.id, file_name: m.file_name, file_key: m.video_host === 'vdocipher' ? null : m.file_key, content_type: m.content_type, is_readonly: m.is_readonly };
    },

    /**
     * A protected video's OTP for a study material [STUDY-MAT-2] (decision 066: file_id names the
     * material; a videoID sent beside it must be the material's). 404 unless it is a VDOCipher
     * material of the learner's with its file; 409 when its product expired.
     */
    async protectedVideo(session: SessionContext, fileId: number, videoId: string | undefined): Promise<{ videoId: string; fileKey: string }> {
      const m = await materialById(db, session.instituteId, fileId);
      if (!m || m.video_host !== 'vdocipher' || !m.video_id || !m.file_key || (videoId !== undefined && videoId !== m.video_id)) throw notFound();
      await reach(readerOf(session), m.course_type_id);
      return { videoId: m.video_id, fileKey: m.file_key };
    },

    /** Whether the learner may watch this protected study video now (its watch report [VIEWER-VDO-4]). */
    async watchable(session: SessionContext, videoId: string): Promise<boolean> {
      if (session.isParent) return false;
      const r = readerOf(session);
      for (const { course_type_id } of await protectedVideoCourses(db, session.instituteId, videoId)) {
        const ok = await reach(r, course_type_id).then(
          () => true,
          () => false,
        );
        if (ok) return true;
      }
      return false;
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
