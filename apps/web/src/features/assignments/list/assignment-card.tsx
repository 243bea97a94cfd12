import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAssignmentListItem } from '@portal/contract';
import { dueDateText } from '@portal/domain/assignments/list';
import { shownStatus } from '@portal/domain/assignments/status';
import { STATUS_KEYS } from '../status-text.ts';
import { DueBadge } from './due-badge.tsx';
import styles from './assignment-card.module.css';

/**
 * A card [ASSIGN-CARD-1..4]: title, course, subject, the due date DD-MM-YYYY in the institute's
 * zone, the due badge and the shown status (Evaluated for an evaluated submission, review
 * pending otherwise) [ASSIGN-STATUS-2/3]. The title is the link to assignment/{file_id}; the
 * whole card is its click area, so the link's name stays short for screen readers.
 */
export function AssignmentCard({ item, timeZone }: { item: TAssignmentListItem; timeZone: string }) {
  const { t } = useTranslation();
  const shown = shownStatus(item);
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <h2 className={styles.title}>
          <Link to={`/assignment/${item.file_id}`} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        <DueBadge daysLeft={item.days_left} timeLeft={item.time_left} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('assign.card.course')}</dt>
          <dd>{item.course_name}</dd>
        </div>
        <div>
          <dt>{t('assign.card.subject')}</dt>
          <dd>{item.subject_name}</dd>
        </div>
        <div>
          <dt>{t('assign.card.due')}</dt>
          <dd>{dueDateText(item.end_date, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('assign.card.status')}</dt>
          <dd className={styles.status} data-status={shown.status}>
            {t(STATUS_KEYS[shown.status])}
            {shown.reviewPending ? <span className={styles.review}> · {t('assign.status.reviewPending')}</span> : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}
