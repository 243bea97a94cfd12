import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goBackPath } from '@portal/domain/assignments/edit-rules';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/show-error.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { useStudentAttachments } from '../api/get-student-attachments.ts';
import type { AssignContext } from '../assignment-context.ts';
import { BACK } from '../assign-icons.ts';
import { DetailFacts } from './detail-facts.tsx';
import { RemarksArea } from './remarks-area.tsx';
import { Stepper } from './stepper.tsx';
import { SubmissionArea } from './submission-area.tsx';
import styles from './detail.module.css';

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.back}>
      <Icon path={BACK} size={18} />
      {t('assign.detail.back')}
    </Link>
  );
}

/**
 * The detail [ASSIGN-DETAIL-1]: the assignment (API-ASSIGN-2) and the student's attachments
 * (API-ASSIGN-3) before anything shows, the solutions (API-ASSIGN-4) in their own area. Go-back
 * leads to ../assignment, or to its Past tab for a past one [ASSIGN-BACK-1/2]. A failed load is
 * told in place with a retry and the way back (decision 027): the list, not the dashboard, is
 * where the student came from.
 */
export function AssignmentDetail({ ctx, fileId }: { ctx: AssignContext; fileId: number }) {
  const { t } = useTranslation();
  const detail = useAssignment(ctx, fileId);
  const attachments = useStudentAttachments(ctx, fileId);

  if (detail.data && attachments.data) {
    const item = detail.data;
    return (
      <>
        <BackLink to={goBackPath(item.days_left)} />
        <Stepper item={item} />
        <div className={styles.layout}>
          <DetailFacts ctx={ctx} detail={item} />
          <SubmissionArea ctx={ctx} detail={item} attachments={attachments.data} />
          <div className={styles.full}>
            <RemarksArea ctx={ctx} detail={item} />
          </div>
        </div>
      </>
    );
  }
  const error = detail.error ?? attachments.error;
  if (error) {
    return (
      <>
        <BackLink to="../assignment" />
        <div role="alert" className={`${styles.card} ${styles.failed}`}>
          <p className={styles.error}>{t('assign.detail.loadFailed')}</p>
          <p>{errorText(error)}</p>
          <Button
            onClick={() => {
              if (detail.error) void detail.refetch();
              if (attachments.error) void attachments.refetch();
            }}
          >
            {t('assign.detail.retry')}
          </Button>
        </div>
      </>
    );
  }
  return <Spinner label={t('assign.detail.loading')} />;
}
