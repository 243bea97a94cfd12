import { useState } from 'react';
import { apiRequest, failedAnswer } from './api-client.ts';
import { saveFile } from './save-file.ts';
import { errorText } from './show-error.ts';
import { showToast } from './toast-store.ts';

/**
 * POST /api/v1/instFileSystem/fileDownloadCount [API-DOC-4] [DOC-DL-6]: one more download of a
 * shared file or a study material (one id space, decision 066).
 */
export async function countFileDownload(instituteId: number, fileId: number): Promise<void> {
  await apiRequest('/api/v1/instFileSystem/fileDownloadCount', { method: 'POST', body: { file_id: fileId, institute_id: instituteId } });
}

type Options<T> = {
  /** The file's address: the server answers it by the session, as an attachment. */
  address: (item: T) => string;
  id: (item: T) => number;
  /** The name the browser saves it under (the server names it too). */
  name: (item: T) => string;
  /** Counts the download once the file is on its way; a failed count is not the learner's concern. */
  count?: (item: T) => Promise<unknown>;
  /** Said when the file cannot be had: the advice to contact the institute admin [DOC-DL-7]. */
  failed: string;
};

/**
 * Downloading a shared file or a study material [DOC-DL-5..7] [STUDY-MAT-1]: its first byte is
 * asked first, so a refusal is said on the page instead of the browser saving an error page: a
 * reason the server gives (409: a course's product expired) in its words, a 403 ending the
 * session as every call's does, anything else with the advice to contact the admin. Then the
 * browser saves the file from its address and the download is counted.
 */
export function useFileDownload<T>(options: Options<T>) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (item: T) => {
    const address = options.address(item);
    setBusyId(options.id(item));
    try {
      const probe = await fetch(address, { headers: { range: 'bytes=0-0' }, credentials: 'same-origin' });
      if (!probe.ok) {
        const error = await failedAnswer(probe);
        if (!error.handled) showToast(error.status === 409 ? errorText(error) : options.failed);
        return;
      }
      void probe.body?.cancel();
      saveFile(address, options.name(item));
      if (options.count) void options.count(item).catch(() => undefined);
    } catch {
      showToast(options.failed);
    } finally {
      setBusyId(null);
    }
  };
  return { download: (item: T) => void download(item), busyId };
}
