import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement } from '@portal/contract';
import { latestAnnouncements } from '@portal/domain/home/announcements';
import { wordKey } from '@portal/domain/shell/wording';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ALERT, MEGAPHONE } from '../home-icons.ts';
import { NoticeCard } from './notice-card.tsx';
import { AllNoticesDialog } from './all-notices-dialog.tsx';
import styles from './notice-board.module.css';

type NoticeBoardProps = {
  isSchool: boolean;
  notices: TAnnouncement[] | undefined;
  status: 'pending' | 'error' | 'success';
  timeZone: string;
  onRetry: () => void;
};

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Notice Board' for schools, 'Announcement' otherwise [HOME-ANN-4]: the three latest
 * [HOME-ANN-1] and a View All button for the whole list [HOME-ANN-2].
 */
export function NoticeBoard({ isSchool, notices, status, timeZone, onRetry }: NoticeBoardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [allOpen, setAllOpen] = useState(false);
  const title = t(wordKey('announcement', isSchool));
  const list = notices ?? [];

  let body;
  if (status === 'pending') body = <Skeleton />;
  else if (status === 'error')
    body = (
      <EmptyState
        icon={ALERT}
        title={t('home.notice.error')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('home.notice.retry')}
          </Button>
        }
      />
    );
  else if (list.length === 0) body = <EmptyState icon={MEGAPHONE} title={t('home.notice.empty')} text={t('home.notice.emptyHint')} />;
  else
    body = (
      <div className={styles.list}>
        {latestAnnouncements(list).map((n) => (
          <NoticeCard key={n.ancmnt_id} notice={n} timeZone={timeZone} />
        ))}
      </div>
    );

  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {title}
        </h2>
        {status === 'success' && list.length > 0 ? (
          <Button variant="link" onClick={() => setAllOpen(true)}>
            {t('home.notice.viewAll')}
          </Button>
        ) : null}
      </div>
      {body}
      {allOpen ? <AllNoticesDialog title={title} notices={list} timeZone={timeZone} onClose={() => setAllOpen(false)} /> : null}
    </section>
  );
}
