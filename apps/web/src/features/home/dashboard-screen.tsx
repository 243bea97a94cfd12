import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPromo } from '@portal/contract';
import { greetingName } from '@portal/domain/home/greeting';
import { PROMO_SEEN_KEY, shouldShowPromo } from '@portal/domain/home/promo';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { userTimeZone } from '../../lib/time-zone.ts';
import { dashboardInputs } from './api/dashboard-data.ts';
import { useAnnouncements } from './api/get-announcements.ts';
import { useBanners } from './api/get-banners.ts';
import { BannerCarousel, BannerPlaceholder } from './components/banner-carousel.tsx';
import { GreetingClock } from './components/greeting-clock.tsx';
import { NoticeBoard } from './components/notice-board.tsx';
import { PromoDialog } from './components/promo-dialog.tsx';
import styles from './dashboard-screen.module.css';

// Each answer (banners, notices) lands as a synchronous update of this screen; the panels whose
// props it leaves alone are not drawn again (issue 14: a phone's blocking time).
const Clock = memo(GreetingClock);
const Banners = memo(BannerCarousel);
const Notices = memo(NoticeBoard);

/**
 * The home dashboard (/dashboard and /announcement): greeting and clock, the banners and the
 * promo popup when marketing is on [HOME-BANNER-1] [HOME-PROMO-1], and the notice board.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts();
  const session = useSession();
  const { marketingOn, userType, announcements } = dashboardInputs(session);
  const banners = useBanners(userType, marketingOn);
  // The notices (sanitised HTML) render in a transition, a few milliseconds at a time: a query's
  // answer arrives as a synchronous update, which a phone would take in one long task (issue 14,
  // the dashboard's TBT). The board shows its skeleton until then.
  const notices = useDeferredValue(useAnnouncements(announcements));
  const refetchNotices = notices.refetch;
  const retryNotices = useCallback(() => void refetchNotices(), [refetchNotices]);
  const [promo, setPromo] = useState<TPromo | null>(null);
  const title = t('screen.dashboard');

  useEffect(() => {
    document.title = [title, session?.institute_name].filter(Boolean).join(' · ');
  }, [title, session?.institute_name]);

  // Once per browser: the promo's own flag is set as it opens and a logout keeps it [HOME-PROMO-2/3/5].
  const prom = banners.data?.prom;
  useEffect(() => {
    if (!prom || !shouldShowPromo({ marketingOn, promoCount: prom.length, seen: readStored(PROMO_SEEN_KEY) !== null })) return;
    writeStored(PROMO_SEEN_KEY, '1');
    setPromo(prom[0] ?? null);
  }, [prom, marketingOn]);

  if (!session) return null;
  const timeZone = userTimeZone(session);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className="sr-only">
        {title}
      </h1>
      {ready ? (
        <>
          <Clock name={greetingName(session)} timeZone={timeZone} />
          {marketingOn && banners.data ? <Banners banners={banners.data.banner} /> : null}
          {marketingOn && banners.isPending ? <BannerPlaceholder /> : null}
          <Notices
            isSchool={session.is_institute_type_school}
            notices={notices.data}
            status={notices.status}
            timeZone={timeZone}
            onRetry={retryNotices}
          />
          {promo ? <PromoDialog promo={promo} onClose={() => setPromo(null)} /> : null}
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </section>
  );
}
