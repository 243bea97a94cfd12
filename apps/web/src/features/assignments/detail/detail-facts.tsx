import { useTranslation } from 'react-i18next';
import type { TAssignmentDetail } from '@portal/contract';
import { dueDateText } from '@portal/domain/assignments/list';
import { formatTime } from '@portal/domain/format/date-time';
import { shownStatus } from '@portal/domain/assignments/status';
import { wordKey } from '@portal/domain/shell/wording';
import type { AssignContext } from '../assignment-context.ts';
import { STATUS_KEYS } from '../status-text.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useDownload } from './use-download.ts';
import styles from './detail.module.css';

const DASH = '-';
const orDash = (text: string | null) => text?.trim() || DASH;

/** The due date DD-MM-YYYY and time hh:mm A in the institute's zone; a bad value as sent. */
function dueText(endDate: string, timeZone: string): string {
  const date = new Date(endDate);
  return Number.isNaN(date.getTime()) ? endDate : `${dueDateText(endDate, timeZone)}, ${formatTime(date, timeZone)}`;
}

/**
 * The details [ASSIGN-DETAIL-2/3]: title, status, subject, topic, sub-topic, due date, the
 * course labelled Section at schools and Batch otherwise, description, and the teacher's
 * attachments [ASSIGN-DETAIL-6/7]. Missing values show '-'.
 */
export function DetailFacts({ ctx, detail }: { ctx: AssignContext; detail: TAssignmentDetail }) {
  const { t } = useTranslation();
  const { busyId, download, address } = useDownload(ctx.instituteId);
  const shown = shownStatus(detail);
  return (
    <section className={styles.card} aria-labelledby="assign-title">
      <div className={styles.titleRow}>
        <h2 id="assign-title" className={styles.title}>
          {detail.title}
        </h2>
        <p className={styles.status}>
          <span className="sr-only">{t('assign.card.status')}: </span>
          {t(STATUS_KEYS[shown.status])}
          {shown.reviewPending ? <span className={styles.review}> · {t('assign.status.reviewPending')}</span> : null}
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('assign.detail.subject')}</dt>
          <dd>{orDash(detail.subject_name)}</dd>
        </div>
        <div>
          <dt>{t('assign.detail.topic')}</dt>
          <dd>{orDash(detail.topic_name)}</dd>
        </div>
        <div>
          <dt>{t('assign.detail.subTopic')}</dt>
          <dd>{orDash(detail.sub_topic_name)}</dd>
        </div>
        <div>
          <dt>{t('assign.detail.dueDate')}</dt>
          <dd>{dueText(detail.end_date, ctx.timeZone)}</dd>
        </div>
        <div>
          <dt>{t(wordKey('batch', ctx.isSchool))}</dt>
          <dd>{orDash(detail.course_name)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('assign.detail.description')}</dt>
          <dd className={styles.text}>{orDash(detail.description)}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('assign.detail.attachments')}</h3>
      <AttachmentList items={detail.attachment_lists} empty={t('assign.detail.noAttachments')} download={download} busyId={busyId} address={address} />
    </section>
  );
}
