import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getDownloadAddress } from '../api/download-attachment.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadErrorText } from './download-errors.ts';

/** Only an address on the web (or this site) is followed: never a javascript: or data: one. */
function safeAddress(address: string): string | null {
  try {
    const url = new URL(address, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Downloads an attachment [ASSIGN-DETAIL-7]: API-ASSIGN-5 gives a short-lived signed address
 * (result.body), which the browser then downloads (decision 027). The id being fetched is
 * returned so its button can show it is busy; a failure is an error toast in the user's language
 * (download-errors.ts) [ERR-GEN-2..5].
 */
export function useDownload(instituteId: number) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = useCallback(
    async (attachmentId: number, fileName: string) => {
      setBusyId(attachmentId);
      try {
        const href = safeAddress(await getDownloadAddress(instituteId, attachmentId));
        if (href) saveFile(href, fileName);
        else showToast(i18n.t('assign.file.noLink'));
      } catch (error) {
        // A 403 has logged out and said why already (api-client).
        if (!(error instanceof ApiError && error.handled)) showToast(downloadErrorText(error));
      } finally {
        setBusyId(null);
      }
    },
    [instituteId],
  );
  // The viewer asks for its own address each time it needs one (it renews a lapsed one).
  const address = useCallback((attachmentId: number) => getDownloadAddress(instituteId, attachmentId), [instituteId]);
  return { busyId, download, address };
}
