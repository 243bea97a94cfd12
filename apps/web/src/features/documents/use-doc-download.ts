import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSharedFile } from '@portal/contract';
import { saveFile } from '../../lib/save-file.ts';
import { showToast } from '../../lib/toast-store.ts';
import { countDownload, fileAddress } from './api/documents-api.ts';
import type { DocumentsContext } from './documents-context.ts';

/**
 * Downloading a file [DOC-DL-5] [DOC-DL-6]: its first byte is asked first, so a refusal or a
 * missing file is said here, with the advice to contact the institute admin [DOC-DL-7], instead
 * of the browser saving an error page; then the browser saves it from its address (the server
 * names it, as an attachment) and the download is counted. A failed count is not the learner's
 * concern: the file is theirs either way.
 */
export function useDocDownload(ctx: DocumentsContext) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (file: TSharedFile) => {
    const address = fileAddress(ctx, file.file_id);
    setBusyId(file.file_id);
    try {
      const probe = await fetch(address, { headers: { range: 'bytes=0-0' }, credentials: 'same-origin' });
      void probe.body?.cancel();
      if (!probe.ok) throw new Error(`download answered ${probe.status}`);
      saveFile(address, file.file_name ?? file.title);
      void countDownload(ctx, file.file_id).catch(() => undefined);
    } catch {
      showToast(t('documents.downloadFailed'));
    } finally {
      setBusyId(null);
    }
  };
  return { download: (file: TSharedFile) => void download(file), busyId };
}
