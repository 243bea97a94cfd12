import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveClass } from '@portal/contract';
import { formatTime } from '@portal/domain/format/date-time';
import { cutLiveName, liveTeachers } from '@portal/domain/live/live-card';
import { durationText, liveMinutes } from '@portal/domain/live/live-phase';
import { Button } from '../../../components/ui/button.tsx';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { MessageDialog } from '../../../components/ui/message-dialog.tsx';
import { RecordingsDialog, type RecordingsPlayback } from '../../../components/ui/recordings-dialog.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useLiveJoin } from '../../../lib/use-live-join.ts';
import type { LiveContext } from '../live-context.ts';
import { LiveCountdown } from './live-countdown.tsx';
import { useLivePhase } from './use-live-phase.ts';
import styles from './live-class-card.module.css';

/** A name as shown: cut at 30 with dots, whole at a tap and for screen readers [LIVE-CARD-4] (decision 089). */
function Cut({ text }: { text: string }) {
  return <CutText full={text} cut={cutLiveName(text)} />;
}

function Teachers({ item }: { item: TLiveClass }) {
  const teachers = liveTeachers(item.teachersName, item.t_photo_url);
  if (teachers.length === 0) return null;
  return (
    <ul className={styles.teachers}>
      {teachers.map((teacher, i) => (
        <li key={`${teacher.name}-${i}`} className={styles.teacher}>
          {teacher.photo ? (
            <img className={styles.photo} src={teacher.photo} alt="" width={28} height={28} loading="lazy" />
          ) : (
            <span className={styles.photo} aria-hidden="true">
              {teacher.initials}
            </span>
          )}
          <Cut text={teacher.name} />
        </li>
      ))}
    </ul>
  );
}

function Duration({ item }: { item: TLiveClass }) {
  const { t } = useTranslation();
  const minutes = liveMinutes(item.start_datetime, item.end_datetime);
  if (minutes === null) return null;
  const d = durationText(minutes);
  if (d.unit === 'mins') return <>{t('live.duration.mins', { count: d.minutes })}</>;
  return <>{d.minutes ? t('live.duration.hoursMins', { count: d.hours, minutes: d.minutes }) : t('live.duration.hours', { count: d.hours })}</>;
}

type CardProps = { item: TLiveClass; ctx: LiveContext; timeZone: string; playback: RecordingsPlayback };

/**
 * A live class [LIVE-CARD-1]: session name, courses, teachers with photos, start and end
 * (hh:mm A) and duration; then by phase a countdown and a disabled Join, 'Ongoing' and Join,
 * or, once over, its recordings.
 */
export function LiveClassCard({ item, ctx, timeZone, playback }: CardProps) {
  const { t } = useTranslation();
  const phase = useLivePhase(item.start_datetime, item.end_datetime);
  const [recordings, setRecordings] = useState(false);
  const { join, busy, refused, closeRefused } = useLiveJoin({
    instituteId: ctx.instituteId,
    isParent: ctx.isParent,
    texts: { parents: t('live.parents'), noLink: t('live.noLink'), popupBlocked: t('live.popupBlocked') },
  });
  const name = item.session_name.trim() || t('menu.live');
  const start = new Date(item.start_datetime);
  const end = new Date(item.end_datetime);
  const courses = item.course_list.map((c) => c.course_name).filter((c) => c.trim());

  const openRecordings = () => {
    if (item.download_links.length === 0) showToast(t('live.noRecordings'));
    else setRecordings(true);
  };

  return (
    <article className={styles.card} aria-label={name}>
      <h3 className={styles.title}>
        <Cut text={name} />
      </h3>
      {courses.length ? (
        <p className={styles.courses}>
          <span className="sr-only">{t('live.card.courses')}: </span>
          {courses.map((c, i) => (
            <span key={`${c}-${i}`} className={styles.course}>
              <Cut text={c} />
            </span>
          ))}
        </p>
      ) : null}
      <Teachers item={item} />
      <p className={styles.time}>
        <span className="sr-only">{t('live.card.time')}: </span>
        <time dateTime={item.start_datetime}>{formatTime(start, timeZone)}</time> {t('live.card.to')}{' '}
        <time dateTime={item.end_datetime}>{formatTime(end, timeZone)}</time>
        <span className={styles.duration}>
          <span className="sr-only">{t('live.card.duration')}: </span>
          <Duration item={item} />
        </span>
      </p>
      <div className={styles.actions}>
        {phase === 'upcoming' ? (
          <>
            <LiveCountdown startMs={start.getTime()} onStart={() => undefined} />
            <Button variant="primary" disabled aria-label={t('live.joinName', { name })}>
              {t('live.join')}
            </Button>
            <p className={styles.hint}>{t('live.notStarted')}</p>
          </>
        ) : null}
        {phase === 'ongoing' ? (
          <>
            <span className={styles.ongoing}>{t('live.ongoing')}</span>
            <Button variant="primary" disabled={busy} aria-busy={busy} aria-label={t('live.joinName', { name })} onClick={() => void join(item)}>
              {t('live.join')}
            </Button>
          </>
        ) : null}
        {phase === 'over' ? (
          <Button variant="secondary" aria-label={t('live.recordingsName', { name })} onClick={openRecordings}>
            {t('live.recordings')}
          </Button>
        ) : null}
      </div>
      {recordings ? (
        <RecordingsDialog
          name={name}
          playback={playback}
          recordings={item.download_links}
          timeZone={timeZone}
          onClose={() => setRecordings(false)}
        />
      ) : null}
      {refused ? <MessageDialog title={t('live.cannotStartTitle')} text={t('live.cannotStart')} onClose={closeRefused} /> : null}
    </article>
  );
}
