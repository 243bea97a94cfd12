import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { countFileDownload, useFileDownload } from '../../lib/use-file-download.ts';
import { materialAddress } from './api/study-api.ts';
import type { StudyContext } from './study-context.ts';

/** Downloading a material [STUDY-MAT-1] by the documents' call, counted by theirs too (decision 066). */
export function useStudyDownload(ctx: StudyContext) {
  const { t } = useTranslation();
  return useFileDownload<TStudyMaterial>({
    address: (m) => materialAddress(ctx, m.file_id),
    id: (m) => m.file_id,
    name: (m) => m.file_name ?? m.title,
    count: (m) => countFileDownload(ctx.instituteId, m.file_id),
    failed: t('study.downloadFailed'),
  });
}
