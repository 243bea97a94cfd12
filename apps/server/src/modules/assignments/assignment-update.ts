import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TUpdateAssignmentResponse } from '@portal/contract';
import { isPastAssignment, MAX_FILES, MAX_TOTAL_BYTES, UPLOAD_MIME, wireStudentStatus } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField } from '../../http-error.ts';
import { newFileKey, type FileStore } from '../../lib/file-store/file-store.ts';
import { assertStudent, type SessionContext } from '../../session-context.ts';
import { attachmentOf } from './assignment-view.ts';
import { addPendingUpload, deletePendingUploads, listAttachments } from './assignments.repository.ts';
import type { AssignmentsService } from './assignments.service.ts';
import { assertNoFileText, cleanFileName, fileJsonText } from './multipart-parts.ts';
import { assertMaySave, checkBeforeFiles, checkSubmission, keptAttachments, parseFileJson, type UpdateJson } from './submission-checks.ts';
import { saveSubmission, type StoredUpload } from './submission-save.ts';
import { parentNotAllowed, tooLarge, tooManyFiles, uploadFailure } from './upload-errors.ts';
import { UploadSniffer } from '../../lib/file-store/upload-sniffer.ts';
import { removeEach } from '../../lib/file-store/remove-each.ts';

type Deps = { db: Kysely<DB>; clock: Clock; files: FileStore; assignments: AssignmentsService; log: FastifyBaseLogger };

const UNEXPECTED_PART = 'unexpected part: send fileJson and the files as parts named files';

/**
 * API-ASSIGN-6: a save (Draft) or submit (Submitted) as multipart — fileJson and the files in
 * either order: ours sends fileJson first, the spec's client the files first (decisions 026,
 * 031). Everything is checked here, whatever the screen checked:
 * 1. fileJson, when it arrives, against the contract and the session (institute, student, an
 *    assignment shared with the student: else 404), the state (Submitted, or past without late
 *    submission: 409 assignmentClosed), a parent login (400 parentNotAllowed), the kept
 *    attachment ids (the student's own of this assignment: else 404), links, remark and counts
 *    with the files already received. When it comes first, no file is read before these pass.
 * 2. Each file streamed into the store as it comes, pending: at most 20 with the kept ones
 *    (tooManyFiles; before fileJson, 20 new ones), at most 157,286,400 new bytes in all (each
 *    put's maxBytes is what is left: 413 uploadTooLarge), its content sniffed (415
 *    fileTypeNotAllowed after the first 8 KB), a full disk 507. A parent login, which may never
 *    save, is refused at its first file. Each key is registered in pending_upload before its
 *    file is written. A `files` field holding the text null (the spec's client when there is no
 *    file) is skipped.
 * 3. The whole submission by the domain's rules, then ONE transaction writes the rows.
 * Any failure — including the client going away mid-body — removes every file this request
 * stored and its pending keys: the rows and the files agree after any failure. After the
 * commit (outside that cleanup: the rows now name the new files), the files of removed
 * attachments are deleted, best effort, unless another row uses the key.
 */
export function createAssignmentUpdate(deps: Deps) {
  const { db, clock, files, assignments, log } = deps;

  /** Best effort: a file that cannot be removed keeps its pending key, so the start-up sweep retries. */
  async function discard(keys: readonly string[]): Promise<void> {
    const removed = await removeEach(files, keys, (err, key) => log.error({ err, key }, 'could not remove an upload of a failed save'));
    await deletePendingUploads(db, removed).catch((err: unknown) => log.error({ err }, 'could not clear pending uploads'));
  }

  /**
   * After the commit: the files of attachments the save removed, unless another row still
   * names the key (demo files are shared). Best effort and never thrown: the save has
   * committed, so a failure here costs disk space, never the answer or the new files.
   */
  async function removeUnreferenced(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        const used = await db.selectFrom('assignment_attachment').select('id').where('file_key', '=', key).limit(1).executeTakeFirst();
        if (!used) await files.remove(key);
      } catch (err) {
        log.warn({ err, key }, 'could not remove the file of a replaced upload');
      }
    }
  }

  /** Step 1: the fileJson part against the contract, the session and the assignment's state. */
  async function checkFileJson(session: SessionContext, text: string) {
    const json: UpdateJson = parseFileJson(text);
    const studentId = json.studentId_array[0]!;
    assertStudent(session, studentId);
    const row = await assignments.shared(session, json.institute_id, json.file_id);
    const item = assignments.editInput(row);
    assertMaySave(item, session.isParent);
    const kept = keptAttachments(await listAttachments(db, json.file_id, 'student', studentId), json.attachmentId_array);
    checkBeforeFiles(json, kept);
    return { json, studentId, item, kept };
  }

  return async function update(session: SessionContext, parts: AsyncIterable<Multipart>): Promise<TUpdateAssignmentResponse['result']> {
    const now = clock.now();
    const iterator = parts[Symbol.asyncIterator]();
    const received: StoredUpload[] = [];
    let writing: string | null = null;
    // Set when the failure came from reading the request (the client stopped, a bad body).
    let fromRequest = false;
    const nextPart = async () => {
      try {
        return await iterator.next();
      } catch (err) {
        fromRequest = true;
        throw err;
      }
    };

    let saved: Awaited<ReturnType<typeof saveSubmission>>;
    let status: TUpdateAssignmentResponse['result']['student_status'];
    try {
      let checked: Awaited<ReturnType<typeof checkFileJson>> | null = null;
      let total = 0;
      for (let next = await nextPart(); !next.done; next = await nextPart()) {
        const part = next.value;
        if (part.fieldname === 'fileJson' && checked === null) {
          checked = await checkFileJson(session, await fileJsonText(part));
          // Files that came before it count now, with the kept ones [ASSIGN-UPLOAD-4].
          if (checked.kept.keptFiles + received.length > MAX_FILES) throw tooManyFiles();
          continue;
        }
        if (part.fieldname !== 'files') {
          if (part.type === 'file') part.file.resume();
          throw invalidField(part.fieldname, part.fieldname === 'fileJson' ? 'send one fileJson part' : UNEXPECTED_PART);
        }
        if (part.type !== 'file') {
          assertNoFileText(part);
          continue;
        }
        if (session.isParent) {
          part.file.resume();
          throw parentNotAllowed();
        }
        if ((checked?.kept.keptFiles ?? 0) + received.length + 1 > MAX_FILES) {
          part.file.resume();
          throw tooManyFiles();
        }
        const name = cleanFileName(part.filename);
        const key = newFileKey();
        await addPendingUpload(db, key, now);
        writing = key;
        part.file.once('error', () => (fromRequest = true));
        const sniffer = new UploadSniffer(name);
        // The pipe's own failure is the put's too (pipeline destroys both ends): only its result is awaited.
        const feeding = pipeline(part.file, sniffer).then(
          () => null,
          (err: unknown) => err,
        );
        const { size } = await files.put(sniffer, { maxBytes: MAX_TOTAL_BYTES - total, key });
        await feeding;
        received.push({ key, size, name, contentType: UPLOAD_MIME[sniffer.type!] });
        writing = null;
        // Never trust the parser's silent truncation (its limit is one byte over ours).
        if (part.file.truncated) throw tooLarge();
        total += size;
      }
      if (checked === null) throw invalidField('fileJson', 'Required');
      const { json, studentId, item, kept } = checked;

      checkSubmission({
        newFiles: received.map((f) => ({ name: f.name, size: f.size })),
        keptFiles: kept.keptFiles,
        keptLinks: kept.keptLinks,
        newLinks: json.url_lists,
        remark: json.student_comment,
      });
      saved = await saveSubmission(db, {
        assignmentId: json.file_id,
        studentId,
        status: json.student_status,
        comment: json.student_comment,
        keepIds: json.attachmentId_array,
        files: received,
        links: json.url_lists,
        now,
      });
      const lateAllowed = item.allow_assignment_late_submission === 'Y';
      status = wireStudentStatus(json.student_status, isPastAssignment(item.days_left), lateAllowed);
    } catch (err) {
      await discard([...received.map((f) => f.key), ...(writing ? [writing] : [])]);
      throw uploadFailure(err, fromRequest);
    }
    // Committed: the rows name the new files, so nothing below may discard them.
    await removeUnreferenced(saved.removedKeys);
    return { student_status: status, student_attachment: saved.attachments.map(attachmentOf) };
  };
}

export type AssignmentUpdate = ReturnType<typeof createAssignmentUpdate>;
