import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { saveFile } from '../../lib/save-file.ts';
import { showToast } from '../../lib/toast-store.ts';
import { materialAddress } from './api/study-api.ts';
import type { StudyContext } from './study-context.ts';

/**
 * Downloading a material [STUDY-MAT-1]: its first byte is asked first, so a refusal or a missing
 * file is said here (with the advice to contact the institute admin) instead of the browser
 * saving an error page; then the browser saves it from its address (the server names it).
 */
export function useStudyDownload(ctx: StudyContext) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (m: TStudyMaterial) => {
    const address = materialAddress(ctx, m.file_id);
    setBusyId(m.file_id);
    try {
      const probe = await fetch(address, { headers: { range: 'bytes=0-0' }, credentials: 'same-origin' });
      void probe.body?.cancel();
      if (!probe.ok) throw new Error(`download answered ${probe.status}`);
      saveFile(address, m.file_name ?? m.title);
    } catch {
      showToast(t('study.downloadFailed'));
    } finally {
      setBusyId(null);
    }
  };
  return { download: (m: TStudyMaterial) => void download(m), busyId };
}
