import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TScheduleItem } from '@portal/contract';
import { BASE_PATH } from '@portal/domain/route/paths';
import { cutDuration, cutStartTime } from '@portal/domain/timetable/text-cut';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isExamStartActive, onlineExamItemStatus, type OnlineExamStatus } from '@portal/domain/timetable/online-exam-status';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { CardShell, Field, type HeadingLevel } from './card-parts.tsx';
import { useCardEnv } from './card-env.ts';
import styles from './cards.module.css';

const STATUS_CLASS: Record<OnlineExamStatus, string | undefined> = {
  Upcoming: styles.upcoming,
  Ongoing: styles.ongoing,
  Expired: styles.expired,
};

/**
 * The online exam's control [TT-EXAM-5..8]: Start is active only while Ongoing and not for a
 * parent; an Upcoming exam shows a greyed Start, an Expired one a greyed 'Expired'. A parent's
 * Start stays greyed but answers a click with 'Parents are not allowed to give exam'. Start
 * opens the test panel in a new window by the test's ids (decision 040); an item without a test
 * id goes to the exams screen (/exam, decision 014).
 */
function ExamAction({ status, item }: { status: OnlineExamStatus | null; item: TScheduleItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ctx } = useCardEnv();
  if (status === 'Expired') {
    return (
      <Button variant="secondary" className={styles.action} disabled>
        {t('timetable.exam.expired')}
      </Button>
    );
  }
  if (status === 'Ongoing' && ctx.isParent) {
    return (
      <Button variant="primary" className={styles.action} aria-disabled="true" onClick={() => showToast(t('timetable.exam.parents'))}>
        {t('timetable.exam.start')}
      </Button>
    );
  }
  return (
    <Button variant="primary" className={styles.action} disabled={!isExamStartActive(status, ctx.userType)} onClick={() => (item.test_id ? openPanelWindow(item.test_id) : navigate('/exam'))}>
      {t('timetable.exam.start')}
    </Button>
  );
}

/**
 * The panel launches the test itself (the session's cookie goes with it): the address carries only
 * the test's id, never a credential or a token [API-EXT-1]. Opened in the click, so no pop-up
 * blocker stops it. The item's test_inst_id is not an institute (decision 037): not sent.
 */
function openPanelWindow(testId: number) {
  window.open(`${BASE_PATH}/test-panel?test=${encodeURIComponent(testId)}`, '_blank', 'noopener');
}

/** The exam name (decision 014): session_name, else the description, else 'Online exam'. */
export function examName(item: TScheduleItem, fallback: string): string {
  return item.session_name?.trim() || item.description?.trim() || fallback;
}

/**
 * The online exam card [TT-CARD-3] [TT-EXAM-1]: exam name, product name, duration, the status
 * Upcoming / Ongoing / Expired against the server's "now" [TT-EXAM-2..4] and Start. The window
 * (start, and the end when it is on a later day) is shown too.
 */
export function OnlineExamCard({ item, level }: { item: TScheduleItem; level: HeadingLevel }) {
  const { t } = useTranslation();
  const { now } = useCardEnv();
  const status = onlineExamItemStatus(item, now);
  const endsLater = item.end_date && item.end_date !== item.date;
  return (
    <CardShell
      tone="online-exam"
      kind={t('timetable.kind.onlineExam')}
      title={examName(item, t('timetable.kind.onlineExam'))}
      level={level}
      aside={
        <div className={styles.actions}>
          {status ? <span className={`${styles.badge} ${STATUS_CLASS[status] ?? ''}`}>{t(`timetable.exam.status.${status}`)}</span> : null}
          <ExamAction status={status} item={item} />
        </div>
      }
    >
      <Field label={t('timetable.field.time')}>
        {endsLater
          ? `${cutStartTime(item.start_time)} – ${formatIsoDate(item.end_date)} ${item.end_time}`
          : `${cutStartTime(item.start_time)} – ${item.end_time}`}
      </Field>
      <Field label={t('timetable.field.duration')}>{t('timetable.minutes', { value: cutDuration(item.duration) })}</Field>
      {item.product_name?.trim() ? <Field label={t('timetable.field.product')}>{item.product_name}</Field> : null}
    </CardShell>
  );
}
