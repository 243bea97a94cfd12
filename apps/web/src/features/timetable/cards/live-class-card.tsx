import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleItem } from '@portal/contract';
import { cutBatch, cutLiveTeacher, cutStartTime, cutSubject } from '@portal/domain/timetable/text-cut';
import { liveClassDuration } from '@portal/domain/timetable/live-duration';
import { liveClassPhase } from '@portal/domain/timetable/live-class-phase';
import { wordKey } from '@portal/domain/shell/wording';
import { Button } from '../../../components/ui/button.tsx';
import { MessageDialog } from '../../../components/ui/message-dialog.tsx';
import { RecordingsDialog } from '../../../components/ui/recordings-dialog.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useLiveJoin } from '../../../lib/use-live-join.ts';
import { CardShell, Field, TeacherField, type HeadingLevel } from './card-parts.tsx';
import { useCardEnv } from './card-env.ts';
import styles from './cards.module.css';

function LiveActions({ item }: { item: TScheduleItem }) {
  const { t } = useTranslation();
  const { ctx, now, timeZone, playback } = useCardEnv();
  const { join, busy, refused, closeRefused } = useLiveJoin({
    instituteId: ctx.instituteId,
    isParent: ctx.isParent,
    texts: { parents: t('timetable.live.parents'), noLink: t('timetable.live.noLink'), popupBlocked: t('timetable.live.popupBlocked') },
  });
  const [recordings, setRecordings] = useState(false);
  const phase = liveClassPhase(item, now);
  const name = item.session_name ?? t('timetable.kind.liveClass');

  const view = () => {
    if (item.download_links.length === 0) showToast(t('timetable.live.noRecordings'));
    else setRecordings(true);
  };

  return (
    <div className={styles.actions}>
      {phase === 'join-disabled' ? (
        <>
          <Button variant="primary" className={styles.action} disabled>
            {t('timetable.live.join')}
          </Button>
          <p className={styles.hint}>{t('timetable.live.notStarted')}</p>
        </>
      ) : null}
      {phase === 'join-enabled' ? (
        <Button variant="primary" className={styles.action} disabled={busy} aria-busy={busy} onClick={() => void join(item)}>
          {t('timetable.live.join')}
        </Button>
      ) : null}
      {phase === 'view' ? (
        <Button variant="secondary" className={styles.action} onClick={view}>
          {t('timetable.live.viewName')}
        </Button>
      ) : null}
      {recordings && playback ? (
        <RecordingsDialog
          name={name}
          playback={playback}
          recordings={item.download_links}
          timeZone={timeZone}
          onClose={() => setRecordings(false)}
        />
      ) : null}
      {refused ? <MessageDialog title={t('timetable.live.cannotStartTitle')} text={t('timetable.live.cannotStart')} onClose={closeRefused} /> : null}
    </div>
  );
}

/**
 * The live class card [TT-CARD-2]: session name, product name, batch (the product name instead
 * for user type 99) and teacher [TT-LIVE-1] [TT-LIVE-5]; the course for non-schools
 * [TT-LIVE-2] (decision 014: master course and course, 'JEE / JEE Main 2027'), the subject for
 * schools [TT-LIVE-3]; the duration from start and end [TT-LIVE-4]; Join or View by phase
 * [TT-PHASE-1..6] against the server's "now" [TT-PHASE-12].
 */
export function LiveClassCard({ item, level }: { item: TScheduleItem; level: HeadingLevel }) {
  const { t } = useTranslation();
  const { ctx } = useCardEnv();
  const minutes = liveClassDuration(item.start_time, item.end_time);
  const course = [item.master_course_name, item.course_name].map((s) => s?.trim()).filter(Boolean).join(' / ');

  return (
    <CardShell
      tone="live"
      kind={t('timetable.kind.liveClass')}
      title={item.session_name?.trim() || t('timetable.kind.liveClass')}
      level={level}
      aside={<LiveActions item={item} />}
    >
      <Field label={t('timetable.field.time')}>
        {`${cutStartTime(item.start_time)} – ${item.end_time}`}
      </Field>
      {minutes !== null ? <Field label={t('timetable.field.duration')}>{t('timetable.minutes', { value: minutes })}</Field> : null}
      {!ctx.isSchool && course ? <Field label={t(wordKey('course', false))}>{course}</Field> : null}
      {item.product_name?.trim() ? <Field label={t('timetable.field.product')}>{item.product_name}</Field> : null}
      {ctx.isSchool ? (
        <Field label={t('timetable.field.subject')} full={item.subject_name}>
          {cutSubject(item.subject_name) || '-'}
        </Field>
      ) : null}
      {ctx.isOpenUser ? null : (
        <Field label={t(wordKey('batch', ctx.isSchool))} full={item.course}>
          {cutBatch(item.course) || '-'}
        </Field>
      )}
      <TeacherField name={item.teacher_name} photos={item.t_photo_url} cut={cutLiveTeacher} />
    </CardShell>
  );
}
