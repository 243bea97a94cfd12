import { useTranslation } from 'react-i18next';
import type { TAssignmentDetail } from '@portal/contract';
import { isEvaluated } from '@portal/domain/assignments/status';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSolutions } from '../api/get-solutions.ts';
import type { AssignContext } from '../assignment-context.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useDownload } from './use-download.ts';
import styles from './detail.module.css';

const DASH = '-';

/**
 * The remarks area [ASSIGN-DETAIL-5]: the grade when the teacher grades (enable_grade Y, the
 * contract's decision on ASSIGN-DETAIL-9), else marks obtained of the total; the teacher's
 * comment; the solutions with download, whose failure shows 'Network error' here only
 * [ASSIGN-DETAIL-8]. Until evaluated, a note says the remarks will come (decision 027).
 */
export function RemarksArea({ ctx, detail }: { ctx: AssignContext; detail: TAssignmentDetail }) {
  const { t, i18n } = useTranslation();
  const solutions = useSolutions(ctx, detail.file_id);
  const { busyId, download, address } = useDownload(ctx.instituteId);
  const number = (n: number | null) => (n === null ? DASH : new Intl.NumberFormat(i18n.language).format(n));
  const evaluated = isEvaluated(detail.teacher_status);
  const marksShown = detail.enable_grade === 'Y' ? detail.grade?.trim() || DASH : t('assign.remarks.marksValue', { obtained: number(detail.student_marks), total: number(detail.evaluation_marks) });

  return (
    <section className={styles.card} aria-labelledby="assign-remarks">
      <h2 id="assign-remarks" className={styles.heading}>
        {t('assign.remarks.title')}
      </h2>
      {detail.evaluation_required === 'N' ? <p className={styles.note}>{t('assign.remarks.noEvaluation')}</p> : null}
      {detail.evaluation_required === 'Y' && !evaluated ? <p className={styles.note}>{t('assign.remarks.pending')}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t(detail.enable_grade === 'Y' ? 'assign.remarks.grade' : 'assign.remarks.marks')}</dt>
          <dd>{marksShown}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('assign.remarks.comment')}</dt>
          <dd className={styles.text}>{detail.teacher_comment?.trim() || DASH}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('assign.remarks.solutions')}</h3>
      {solutions.isPending ? <Spinner label={t('assign.remarks.solutionsLoading')} size="sm" /> : null}
      {solutions.isError ? (
        <p role="alert" className={styles.error}>
          {t('assign.remarks.networkError')}
        </p>
      ) : null}
      {solutions.data ? <AttachmentList items={solutions.data} empty={t('assign.remarks.noSolutions')} download={download} busyId={busyId} address={address} /> : null}
    </section>
  );
}
