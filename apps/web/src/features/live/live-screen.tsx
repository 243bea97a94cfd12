import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@portal/contract';
import { dayKey } from '@portal/domain/format/date-time';
import { groupByDay, todaysClasses, upcomingClasses } from '@portal/domain/live/live-days';
import { searchLiveClasses } from '@portal/domain/live/live-search';
import { defaultPastRange, type PastRange } from '@portal/domain/live/past-range';
import { isValidTimeZone } from '@portal/domain/session/expiry';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../components/ui/tab-list.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { meetingsQuery, useMeetings } from './api/post-meetings.ts';
import { LiveDays } from './components/live-days.tsx';
import { PastRangeForm } from './components/past-range.tsx';
import { liveContext } from './live-context.ts';
import { ALERT, VIDEO } from './live-icons.ts';
import styles from './live-screen.module.css';

const TABS = ['today', 'upcoming', 'past'] as const;
type Tab = (typeof TABS)[number];
const EMPTY_KEYS: Record<Tab, string> = { today: 'live.empty.today', upcoming: 'live.empty.upcoming', past: 'live.empty.past' };

/**
 * The tab's classes, searched and grouped by day: Todays and Upcoming from one answer
 * (decision 060), the past from its range.
 */
function LiveTab({ session, tab, range, search }: { session: TSession; tab: Tab; range: PastRange; search: string }) {
  const { t } = useTranslation();
  const ctx = liveContext(session);
  const query = useMeetings(ctx, tab === 'past' ? range : null);
  if (query.isPending) return <Spinner label={t('live.loading')} />;
  if (query.isError)
    return (
      <EmptyState
        icon={ALERT}
        title={t('live.error')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('live.retry')}
          </Button>
        }
      />
    );
  const data = query.data;
  const zone = isValidTimeZone(data.time_zone) ? data.time_zone : ctx.timeZone;
  const now = Date.now();
  const classes = tab === 'today' ? todaysClasses(data.upcomingLiveClasses, now, zone) : tab === 'upcoming' ? upcomingClasses(data.upcomingLiveClasses, now, zone) : data.pastLiveClasses;
  const shown = searchLiveClasses(classes, search, zone);
  const groups = groupByDay(shown, now, zone, tab === 'past' ? 'desc' : 'asc');
  return (
    <>
      {tab === 'past' ? (
        <p className={styles.count} role="status">
          {t('live.past.found', { count: shown.length })}
        </p>
      ) : null}
      {groups.length ? (
        <LiveDays groups={groups} ctx={ctx} timeZone={zone} playback={{ instituteId: ctx.instituteId, userId: ctx.userId, flag: data.view_proctur_live_recorded_session, vimeoDownloadable: data.vimeo_video_downlodable }} />
      ) : (
        <EmptyState icon={VIDEO} title={t(classes.length ? 'live.empty.search' : EMPTY_KEYS[tab])} text={classes.length ? undefined : t('live.empty.hint')} />
      )}
    </>
  );
}

/**
 * /live [LIVE-TAB-1]: Todays, Upcoming and Past classes (Todays first: decision 060 for
 * [LIVE-TAB-4]); switching tabs clears the search and reloads [LIVE-TAB-2] [LIVE-TAB-3]; the
 * past tab has its date range [LIVE-PAST-1..4]. A parent sees the child's classes and is
 * refused at Join [LIVE-JOIN-1].
 */
export function LiveScreen() {
  const { t } = useTranslation();
  // 'media': the recordings popup and the media viewer this screen opens.
  const areaTexts = useScreenTexts('live');
  const ready = useScreenTexts('media') && areaTexts;
  const session = useSession();
  const title = useScreenTitle('/live');
  const queryClient = useQueryClient();
  const id = useId();
  const [tab, setTab] = useState<Tab>('today');
  const [search, setSearch] = useState('');
  const zone = session ? liveContext(session).timeZone : 'UTC';
  const today = dayKey(new Date(), zone);
  const [range, setRange] = useState<PastRange>(() => defaultPastRange(today));

  if (!session) return null;
  const switchTab = (next: Tab) => {
    setSearch('');
    setTab(next);
    void queryClient.invalidateQueries({ queryKey: meetingsQuery(liveContext(session), next === 'past' ? range : null).queryKey });
  };
  const panelId = `${id}-panel`;

  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {!ready ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <TabList tabs={TABS} value={tab} onChange={switchTab} label={t('live.tabs.label')} labelOf={(x) => t(`live.tabs.${x}`)} idPrefix={id} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(id, tab)} className={styles.panel}>
            {tab === 'past' ? <PastRangeForm key={`${range.from}|${range.to}`} applied={range} today={today} onApply={setRange} /> : null}
            <div className={styles.search}>
              <label htmlFor={`${id}-search`} className={styles.searchLabel}>
                {t('live.search.label')}
              </label>
              <input id={`${id}-search`} type="search" className={styles.searchInput} value={search} placeholder={t('live.search.placeholder')} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <LiveTab session={session} tab={tab} range={range} search={search} />
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
