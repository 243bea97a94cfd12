import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement } from '@portal/contract';
import { formatDate, formatIsoDate, formatWallTime } from '@portal/domain/format/date-time';
import { splitBatchNames } from '@portal/domain/home/announcements';
import { sanitizeHtml } from '../../../lib/safe-html.ts';
import { NoticeAttachment } from './notice-attachment.tsx';
import styles from './notice-card.module.css';

function updatedLabel(iso: string, timeZone: string): string | null {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : formatDate(at, timeZone);
}

/**
 * One announcement: title, who updated it, its date (DD-MM-YYYY) and time (hh:mm A), the
 * batch or section names, image, sanitised HTML description and attached file, which opens
 * when the server gave its address [HOME-ANN-5..7] [CONST-FMT-1/2].
 */
export function NoticeCard({ notice, timeZone }: { notice: TAnnouncement; timeZone: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const html = useMemo(() => sanitizeHtml(notice.description), [notice.description]);
  const updated = updatedLabel(notice.updated_date, timeZone);
  const batches = splitBatchNames(notice.batch_sec_names);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {notice.ancmnt_title}
      </h3>
      <p className={styles.meta}>
        <span>{t('home.notice.by', { name: notice.updated_by })}</span>
        <span>
          <time dateTime={`${notice.announced_date}T${notice.announced_time}`}>
            {formatIsoDate(notice.announced_date)} {formatWallTime(notice.announced_time)}
          </time>
        </span>
        {updated ? <span>{t('home.notice.updated', { date: updated })}</span> : null}
      </p>
      {batches.length > 0 ? (
        <p className={styles.batches}>
          <span className="sr-only">{t('home.notice.for')}: </span>
          {batches.join(', ')}
        </p>
      ) : null}
      {notice.announcement_img_url ? (
        <img className={styles.image} src={notice.announcement_img_url} alt="" width={800} height={450} loading="lazy" />
      ) : null}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      <NoticeAttachment notice={notice} />
    </article>
  );
}
