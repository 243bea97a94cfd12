import type { TErrorBody, TUpdateAssignmentJson, TUpdateAssignmentResponse } from '@portal/contract';
import { errorToShow, forbidsSession } from '@portal/domain/errors/status-message';
import { ApiError, browserTimeZone } from '../../../lib/api-client.ts';
import { showMessageToast } from '../../../lib/message-toast.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { endSession, getSession } from '../../../lib/session-store.ts';

export const UPDATE_PATH = '/api/v2/onlineAssignment/student/updateAssignment';

export type UploadProgress = { loaded: number; total: number };
export type SavedSubmission = TUpdateAssignmentResponse['result'];

/** The student (or the Cancel upload button) stopped the upload: the server keeps nothing. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * The body of API-ASSIGN-6 [ASSIGN-SAVE-7]: the `fileJson` part FIRST (the server reads it before
 * any file, so it can refuse a closed assignment without storing a byte), then one `files` part
 * per new file, each with its own name.
 */
export function submissionBody(json: TUpdateAssignmentJson, files: readonly File[]): FormData {
  const body = new FormData();
  body.append('fileJson', JSON.stringify(json));
  for (const file of files) body.append('files', file, file.name);
  return body;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A refusal as api-client makes it (same ApiError, same session rules): a 403 ends the session
 * with the server's message [SESSION-FORBID-1/2] [ERR-GEN-1]; a 401 means the session cookie is
 * gone, which ends the stored session as the session check does. Both are marked handled, so the
 * form shows nothing more.
 */
function refusal(status: number, body: unknown): ApiError {
  const err = (body ?? {}) as Partial<TErrorBody>;
  const error = new ApiError(status, typeof err.message === 'string' ? err.message : null, typeof err.code === 'string' ? err.code : null);
  if ((forbidsSession(status) || status === 401) && getSession()) {
    endSession('forbidden');
    showMessageToast(serverMessage(error) ?? errorToShow({ status, message: error.serverMessage }));
    error.handled = true;
  }
  return error;
}

type UploadOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/**
 * Sends a save or submit [API-ASSIGN-6] through XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not), with the headers every call carries (TimeZone, Source WEB)
 * [API-HDR-1/3]. Resolves with the saved status and attachments; rejects with ApiError (status
 * null when no answer came: offline, connection dropped) or UploadCancelled after an abort.
 */
export function uploadSubmission(json: TUpdateAssignmentJson, files: readonly File[], options: UploadOptions = {}): Promise<SavedSubmission> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    // Settles once: a cancel answers at once, whatever the request does after it.
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      finish();
    };
    function stop() {
      xhr.abort();
      settle(() => reject(new UploadCancelled()));
    }
    xhr.open('POST', UPDATE_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('TimeZone', browserTimeZone());
    xhr.setRequestHeader('Source', 'WEB');
    xhr.upload.onprogress = (e) => {
      if (!settled && e.lengthComputable && e.total > 0) onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () =>
      settle(() => {
        const body = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve((body as TUpdateAssignmentResponse).result);
        else reject(refusal(xhr.status, body));
      });
    xhr.onerror = () => settle(() => reject(new ApiError(null, null, null)));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(new UploadCancelled()));
    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(submissionBody(json, files));
  });
}
