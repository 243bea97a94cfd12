import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement } from '@portal/contract';
import { filterAnnouncements } from '@portal/domain/home/announcements';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { NoticeCard } from './notice-card.tsx';
import styles from './notice-board.module.css';

type AllNoticesDialogProps = { title: string; notices: TAnnouncement[]; timeZone: string; onClose: () => void };

/** The complete list [HOME-ANN-2] with a search box that filters it [HOME-ANN-3]. */
export function AllNoticesDialog({ title, notices, timeZone, onClose }: AllNoticesDialogProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterAnnouncements(notices, query);
  return (
    <Dialog title={title} onClose={onClose} className={styles.allDialog} dismissOnBackdrop footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <label className={styles.searchLabel} htmlFor={searchId}>
        {t('home.notice.search')}
      </label>
      <input id={searchId} className={styles.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" autoFocus />
      <div className={styles.list} aria-live="polite">
        {shown.length === 0 ? <p className={styles.noMatch}>{t('home.notice.noMatch')}</p> : shown.map((n) => <NoticeCard key={n.ancmnt_id} notice={n} timeZone={timeZone} />)}
      </div>
    </Dialog>
  );
}
