import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_FILE_PATH, ERROR_CODES, type TAnnouncementFileQuery } from '@portal/contract';
import { isOpenUser } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import { createSignedLinks } from '../../lib/signed-links.ts';
import { assertStudent, type SessionContext } from '../../session-context.ts';
import { findSeenAnnouncementFile } from './home.repository.ts';

/**
 * A notice's address lives in the notice list, which is kept per data version (decision 058): the
 * expiry is rounded to the hour, so the kept list stays good for an hour and its addresses for six
 * more, long enough for a notice read on a phone left open (decision 093).
 */
const NOTICE_FILE_TTL_SECONDS = 6 * 3600;
const NOTICE_FILE_ROUND_SECONDS = 3600;

export const NOTICE_FILE_EXPIRED_MESSAGE = 'This link has expired. Open the notice again to get a new one.';

/** The notices' signed file addresses and the file one names, for the session that may see it. */
export function createNoticeFiles(db: Kysely<DB>, clock: Clock, files: FileStore) {
  const links = createSignedLinks(db, clock, {
    secretName: 'notice-file-links',
    purpose: 'notice-file',
    path: ANNOUNCEMENT_FILE_PATH,
    ttlSeconds: NOTICE_FILE_TTL_SECONDS,
    roundSeconds: NOTICE_FILE_ROUND_SECONDS,
  });

  return {
    /** The expiry the addresses made now carry: part of the kept list's key. */
    expiry: links.expiry,

    /**
     * The address of a notice's file. The student is named in it as in the list call
     * [HOME-ANN-8], so a parent's session acts for that child when the file is fetched.
     */
    async address(announcementId: number, studentId: number | null, exp: number): Promise<string> {
      const signed = await links.create(announcementId, exp);
      return studentId === null ? signed : `${signed}&student_id=${studentId}`;
    },

    /**
     * The file a signed address names, if the session sees its notice now: a forged address is
     * 404, a genuine one past its time 410 with what to do; a notice of another student's batch,
     * of another institute, withdrawn, or without a stored file is 404, as one that does not exist.
     */
    async file(session: SessionContext, query: TAnnouncementFileQuery): Promise<StoredFile> {
      const check = await links.check(query);
      if (!check.ok) {
        if (check.reason === 'expired') throw new HttpError(410, ERROR_CODES.linkExpired, NOTICE_FILE_EXPIRED_MESSAGE);
        throw notFound();
      }
      let studentId: number | null = null;
      if (isOpenUser(session.userType)) {
        if (query.student_id !== undefined) throw notFound();
      } else {
        studentId = query.student_id ?? session.studentId ?? 0;
        assertStudent(session, studentId);
      }
      const row = await findSeenAnnouncementFile(db, session.instituteId, studentId, check.id);
      if (!row?.file_key || !row.content_type || !row.file_name) throw notFound();
      const stat = await files.stat(row.file_key);
      if (!stat) throw notFound();
      return { key: row.file_key, size: stat.size, contentType: row.content_type, disposition: attachmentDisposition(row.file_name) };
    },
  };
}

export type NoticeFiles = ReturnType<typeof createNoticeFiles>;
