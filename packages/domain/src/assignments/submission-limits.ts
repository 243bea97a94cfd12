import { uploadTypeOfName } from './upload-type.ts';

/**
 * Submission limits [ASSIGN-UPLOAD-1..4] [ASSIGN-LINK-1..4] [ASSIGN-REMARK-1], checked by the
 * screen before anything is sent and by the server on every save (decision 025). Lengths count
 * UTF-16 code units, as an input's maxLength and the contract's zod max do, so the browser, the
 * contract and this check agree on every text.
 */
export const MAX_FILES = 20;
/** 150 MB of new files (150 × 1,048,576 bytes) [ASSIGN-UPLOAD-2/3]. */
export const MAX_TOTAL_BYTES = 157_286_400;
export const MAX_LINKS = 5;
export const LINK_NAME_MAX = 50;
/** Decision 025 [ASSIGN-LINK-6]: the longest URL browsers and servers reliably carry. */
export const LINK_URL_MAX = 2048;
export const REMARK_MAX = 200;

export type SubmissionError =
  | 'assign.err.required'
  | 'assign.err.tooManyFiles'
  | 'assign.err.tooLarge'
  | 'assign.err.fileType'
  | 'assign.err.fileEmpty'
  | 'assign.err.tooManyLinks'
  | 'assign.err.linkUrl'
  | 'assign.err.linkName'
  | 'assign.err.remarkTooLong';

export type NewFile = { name: string; size: number };
export type NewLink = { display_name: string; url: string };

/** A file by name and size: empty, or an extension outside the allowed list [ASSIGN-UPLOAD-5]. */
export function fileError(file: NewFile): 'assign.err.fileType' | 'assign.err.fileEmpty' | null {
  if (uploadTypeOfName(file.name) === null) return 'assign.err.fileType';
  return file.size > 0 ? null : 'assign.err.fileEmpty';
}

const totalBytes = (files: readonly NewFile[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * Files chosen in the picker, before they join the submission: at most 20 files counting the
 * kept ones [ASSIGN-UPLOAD-4] (decision 025: kept files count, as kept links do for the 5),
 * the new files' total at most 157,286,400 bytes [ASSIGN-UPLOAD-2], each of an allowed type and
 * not empty. An error adds none of them.
 */
export function addFilesError(
  current: { keptFiles: number; newFiles: readonly NewFile[] },
  adding: readonly NewFile[],
): SubmissionError | null {
  if (current.keptFiles + current.newFiles.length + adding.length > MAX_FILES) return 'assign.err.tooManyFiles';
  for (const file of adding) {
    const error = fileError(file);
    if (error) return error;
  }
  return totalBytes(current.newFiles) + totalBytes(adding) > MAX_TOTAL_BYTES ? 'assign.err.tooLarge' : null;
}

/** The add-link form shows while fewer than 5 links exist, new and kept together [ASSIGN-LINK-1/2]. */
export const canAddLink = (linkCount: number) => linkCount < MAX_LINKS;

/**
 * The URL pattern, decision 025 [ASSIGN-LINK-6] [ASSIGN-LINK-3]: trimmed; at most 2048; no
 * space, control character or backslash; http:// or https:// written out (so javascript:, data:
 * and file: never pass); it parses as a URL without user name or password (a phishing trick);
 * its host is 'localhost' or has a dot between non-empty labels (an IP address, a domain).
 */
export function linkUrlError(url: string): 'assign.err.linkUrl' | null {
  const text = url.trim();
  if (text === '' || text.length > LINK_URL_MAX || /[\s\\\p{Cc}]/u.test(text)) return 'assign.err.linkUrl';
  if (!/^https?:\/\//i.test(text)) return 'assign.err.linkUrl';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'assign.err.linkUrl';
  }
  if (parsed.username !== '' || parsed.password !== '') return 'assign.err.linkUrl';
  const host = parsed.hostname;
  return host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host) ? null : 'assign.err.linkUrl';
}

/** A link name of 1 to 50 characters once trimmed [ASSIGN-LINK-4]. */
export function linkNameError(name: string): 'assign.err.linkName' | null {
  const n = name.trim().length;
  return n >= 1 && n <= LINK_NAME_MAX ? null : 'assign.err.linkName';
}

/** A new link: the URL first, then the name (the add-link form's order). */
export const linkError = (link: NewLink) => linkUrlError(link.url) ?? linkNameError(link.display_name);

/** The link as saved: URL and name trimmed. */
export const normaliseLink = (link: NewLink): NewLink => ({ display_name: link.display_name.trim(), url: link.url.trim() });

/** The remark (student_comment) of at most 200 characters [ASSIGN-REMARK-1]; none is fine. */
export const remarkError = (remark: string | null | undefined): 'assign.err.remarkTooLong' | null =>
  (remark ?? '').length > REMARK_MAX ? 'assign.err.remarkTooLong' : null;

export type SubmissionDraft = {
  newFiles: readonly NewFile[];
  /** The student's existing attachments kept (attachmentId_array), files and links apart. */
  keptFiles: number;
  keptLinks: number;
  newLinks: readonly NewLink[];
  remark: string | null;
};

/**
 * The whole submission at save or submit, first failure wins: something to hand in (a new file,
 * a kept attachment or a link) [ASSIGN-UPLOAD-1]; at most 20 files [ASSIGN-UPLOAD-4]; at most 5
 * links [ASSIGN-LINK-1]; every new file allowed and not empty; new files at most 157,286,400
 * bytes [ASSIGN-UPLOAD-3]; every new link valid [ASSIGN-LINK-3/4]; the remark [ASSIGN-REMARK-1].
 */
export function submissionError(draft: SubmissionDraft): SubmissionError | null {
  const files = draft.keptFiles + draft.newFiles.length;
  const links = draft.keptLinks + draft.newLinks.length;
  if (files + links === 0) return 'assign.err.required';
  if (files > MAX_FILES) return 'assign.err.tooManyFiles';
  if (links > MAX_LINKS) return 'assign.err.tooManyLinks';
  for (const file of draft.newFiles) {
    const error = fileError(file);
    if (error) return error;
  }
  if (totalBytes(draft.newFiles) > MAX_TOTAL_BYTES) return 'assign.err.tooLarge';
  for (const link of draft.newLinks) {
    const error = linkError(link);
    if (error) return error;
  }
  return remarkError(draft.remark);
}
