import { ERROR_CODES, ZUpdateAssignmentJson } from '@portal/contract';
import {
  linkNameError,
  linkUrlError,
  MAX_FILES,
  MAX_LINKS,
  remarkError,
  saveBlock,
  submissionError,
  type EditInput,
  type SubmissionDraft,
} from '@portal/domain';
import { z } from 'zod';
import { HttpError, invalidField, notFound, type FieldError } from '../../http-error.ts';
import {
  assignmentClosed,
  parentNotAllowed,
  tooLarge,
  tooManyFiles,
  tooManyLinks,
  UPLOAD_MESSAGES,
} from './upload-errors.ts';

export type UpdateJson = z.output<typeof ZUpdateAssignmentJson>;

/** The fileJson part, parsed and checked against the contract; a failure names the field. */
export function parseFileJson(text: string): UpdateJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField('fileJson', 'not valid JSON');
  }
  const parsed = ZUpdateAssignmentJson.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'fileJson', message: i.message }));
  throw new HttpError(400, ERROR_CODES.validation, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/**
 * Whether this session may save now [ASSIGN-STATUS-7/9/10] [ASSIGN-PARENT-1/2], in the
 * domain's order (saveBlock): a closed assignment answers 409 assignmentClosed, then a parent
 * login 400 parentNotAllowed.
 */
export function assertMaySave(item: EditInput, parentLogin: boolean): void {
  const block = saveBlock(item, parentLogin);
  if (block === 'assign.err.submitted') throw assignmentClosed('submitted');
  if (block === 'assign.err.lateClosed') throw assignmentClosed('lateClosed');
  if (block === 'assign.err.parentNotAllowed') throw parentNotAllowed();
}

export type ExistingAttachment = { id: number; file_key: string | null };

/**
 * The student's existing attachments to keep (attachmentId_array) split into files and links;
 * an id that is not one of them (another student's, a teacher's, unknown) is 404, like any id
 * the session cannot reach.
 */
export function keptAttachments(existing: readonly ExistingAttachment[], keepIds: readonly number[]) {
  const byId = new Map(existing.map((a) => [a.id, a]));
  const kept = [...new Set(keepIds)].map((id) => byId.get(id) ?? null);
  if (kept.some((a) => a === null)) throw notFound();
  const keptSet = new Set(keepIds);
  return {
    keptFiles: kept.filter((a) => a!.file_key !== null).length,
    keptLinks: kept.filter((a) => a!.file_key === null).length,
    removed: existing.filter((a) => !keptSet.has(a.id)),
  };
}

/**
 * What can be refused before any file is read: the link count with the kept links
 * [ASSIGN-LINK-1], each new link's URL then name [ASSIGN-LINK-3/4] (naming the field), the
 * remark [ASSIGN-REMARK-1] and the kept files alone over 20 [ASSIGN-UPLOAD-4].
 */
export function checkBeforeFiles(json: UpdateJson, kept: { keptFiles: number; keptLinks: number }): void {
  if (kept.keptLinks + json.url_lists.length > MAX_LINKS) throw tooManyLinks();
  json.url_lists.forEach((link, i) => {
    if (linkUrlError(link.url)) throw invalidField(`url_lists.${i}.url`, UPLOAD_MESSAGES.linkUrl);
    if (linkNameError(link.display_name)) throw invalidField(`url_lists.${i}.display_name`, UPLOAD_MESSAGES.linkName);
  });
  if (remarkError(json.student_comment)) throw invalidField('student_comment', UPLOAD_MESSAGES.remarkTooLong);
  if (kept.keptFiles > MAX_FILES) throw tooManyFiles();
}

/**
 * The whole submission once the files are in, by the domain's submissionError (decision 025):
 * the same rules the screen applies, so the last word is the shared one.
 */
export function checkSubmission(draft: SubmissionDraft): void {
  const error = submissionError(draft);
  if (error === null) return;
  switch (error) {
    case 'assign.err.required':
      throw invalidField('files', UPLOAD_MESSAGES.required);
    case 'assign.err.tooManyFiles':
      throw tooManyFiles();
    case 'assign.err.tooManyLinks':
      throw tooManyLinks();
    case 'assign.err.tooLarge':
      throw tooLarge();
    case 'assign.err.fileType':
      throw new HttpError(415, ERROR_CODES.fileTypeNotAllowed, UPLOAD_MESSAGES.fileType);
    case 'assign.err.fileEmpty':
      throw invalidField('files', 'This file is empty');
    case 'assign.err.linkUrl':
      throw invalidField('url_lists', UPLOAD_MESSAGES.linkUrl);
    case 'assign.err.linkName':
      throw invalidField('url_lists', UPLOAD_MESSAGES.linkName);
    case 'assign.err.remarkTooLong':
      throw invalidField('student_comment', UPLOAD_MESSAGES.remarkTooLong);
  }
}
