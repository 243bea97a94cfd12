import { ERROR_CODES } from '@portal/contract';
import { MAX_FILES, MAX_LINKS, MAX_TOTAL_BYTES, REMARK_MAX } from '@portal/domain';
import { HttpError } from '../../http-error.ts';
import { FileTooLargeError, StoreFullError } from '../../lib/file-store/file-store.ts';
import { EmptyFileError, FileTypeRefusedError } from '../../lib/file-store/upload-sniffer.ts';

/** The byte limit in the unit the screen shows it (MB of 1,048,576 bytes): 150. */
const MAX_TOTAL_MB = MAX_TOTAL_BYTES / (1024 * 1024);

/**
 * The answers of a refused save (decision 026). English texts of the domain's keys (decision
 * 025) where there is one, the limits taken from the domain's constants; the web shows its own
 * text for the code.
 */
export const UPLOAD_MESSAGES = {
  tooLarge: `The total size of your files can be at most ${MAX_TOTAL_MB} MB. Nothing was saved.`,
  storageFull: 'The server has no space left for uploads. Nothing was saved; please try again later.',
  tooManyFiles: `You can only upload up to ${MAX_FILES} files`,
  tooManyLinks: `You can add up to ${MAX_LINKS} links`,
  fileType:
    'Allowed files: Word, Excel, PowerPoint, text, PDF, images (JPG, PNG, GIF, BMP) and MP4/M4V videos',
  required: 'Please upload at least one file or add a link',
  submitted: 'This assignment is already submitted',
  lateClosed: 'Late submission is not allowed for this assignment',
  parentNotAllowed: 'Parents are not allowed to submit the assignment',
  interrupted: 'The upload was interrupted. Nothing was saved.',
  linkUrl: 'Please enter valid url!',
  linkName: 'Please enter valid url name',
  remarkTooLong: `Remarks can be at most ${REMARK_MAX} characters`,
} as const;

export const tooLarge = () => new HttpError(413, ERROR_CODES.uploadTooLarge, UPLOAD_MESSAGES.tooLarge);
export const tooManyFiles = () =>
  new HttpError(400, ERROR_CODES.tooManyFiles, UPLOAD_MESSAGES.tooManyFiles, [{ field: 'files', message: UPLOAD_MESSAGES.tooManyFiles }]);
export const tooManyLinks = () =>
  new HttpError(400, ERROR_CODES.tooManyLinks, UPLOAD_MESSAGES.tooManyLinks, [{ field: 'url_lists', message: UPLOAD_MESSAGES.tooManyLinks }]);
/** 409: the assignment's state refuses any save [ASSIGN-STATUS-7] [ASSIGN-STATUS-10]. */
export const assignmentClosed = (reason: 'submitted' | 'lateClosed') =>
  new HttpError(409, ERROR_CODES.assignmentClosed, UPLOAD_MESSAGES[reason]);
/** 400, never 403 (a 403 logs the browser out) [ASSIGN-PARENT-1/2]. */
export const parentNotAllowed = () => new HttpError(400, ERROR_CODES.parentNotAllowed, UPLOAD_MESSAGES.parentNotAllowed);
export const interrupted = () => new HttpError(400, ERROR_CODES.validation, UPLOAD_MESSAGES.interrupted);

/** Errors of the multipart parser that say the body broke a limit or was malformed. */
const PARSER_ERRORS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_FILES_LIMIT: tooManyFiles,
  FST_PARTS_LIMIT: tooManyFiles,
  FST_FIELDS_LIMIT: () =>
    new HttpError(400, ERROR_CODES.validation, 'fileJson: send one fileJson field and the files', [
      { field: 'fileJson', message: 'send one fileJson field and the files' },
    ]),
  FST_PROTO_VIOLATION: interrupted,
  FST_INVALID_JSON_FIELD_ERROR: () =>
    new HttpError(400, ERROR_CODES.validation, 'fileJson: not valid JSON', [{ field: 'fileJson', message: 'not valid JSON' }]),
};

/**
 * What a failed save answers. `fromRequest` marks an error raised while reading the request
 * (the client stopped sending, or sent a malformed body): it becomes a 400 saying nothing was
 * saved, unless it is one of the parser's limit errors. Store and database failures stay 500.
 */
export function uploadFailure(err: unknown, fromRequest: boolean): unknown {
  if (err instanceof HttpError) return err;
  if (err instanceof FileTooLargeError) return tooLarge();
  if (err instanceof StoreFullError) return new HttpError(507, ERROR_CODES.storageFull, UPLOAD_MESSAGES.storageFull);
  if (err instanceof FileTypeRefusedError) {
    return new HttpError(415, ERROR_CODES.fileTypeNotAllowed, `${err.fileName}: ${UPLOAD_MESSAGES.fileType}`, [
      { field: 'files', message: err.message },
    ]);
  }
  if (err instanceof EmptyFileError) {
    return new HttpError(400, ERROR_CODES.validation, err.message, [{ field: 'files', message: err.message }]);
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && PARSER_ERRORS[code]) return PARSER_ERRORS[code]();
  return fromRequest ? interrupted() : err;
}
