import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '@portal/domain/report/report-status';
import { ToneChip, type Tone } from '../../../components/ui/tone-chip.tsx';

/** Each report status has a tone of its own (report-tones.test.ts). */
export const REPORT_TONES: Readonly<Record<ReportStatus, Tone>> = {
  expired: 'grey',
  not_attempted: 'teal',
  attempted_n_under_evaluation: 'amber',
  attempted_n_result_published: 'green',
};

/** A report card's status in words and colour [REPORT-STATUS-1..5]. */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <ToneChip tone={REPORT_TONES[status]} status={status}>
      {t(`reports.status.${status}`)}
    </ToneChip>
  );
}
