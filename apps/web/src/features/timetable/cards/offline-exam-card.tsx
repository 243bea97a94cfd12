import { useTranslation } from 'react-i18next';
import type { TScheduleItem } from '@portal/contract';
import { cutBatch, cutDescription, cutDuration, cutStartTime, cutSubject } from '@portal/domain/timetable/text-cut';
import { wordKey } from '@portal/domain/shell/wording';
import { CardShell, Field, type HeadingLevel } from './card-parts.tsx';
import { useCardEnv } from './card-env.ts';

/**
 * The offline exam card [TT-CARD-4] [TT-OEX-1]: the subjects as its title, the exam time,
 * duration, batch (section at a school) and description. The description keeps 89 of more
 * than 90 characters [TT-CUT-6]; the 45-character cut of S2 §9 belongs to the offline exam rows
 * of the exam reports, not to this card (decision 014).
 */
export function OfflineExamCard({ item, level }: { item: TScheduleItem; level: HeadingLevel }) {
  const { t } = useTranslation();
  const { ctx } = useCardEnv();
  const subjects = cutSubject(item.subject_name);
  return (
    <CardShell
      tone="offline-exam"
      kind={t('timetable.kind.offlineExam')}
      title={subjects || t('timetable.kind.offlineExam')}
      fullTitle={item.subject_name && item.subject_name !== subjects ? item.subject_name : undefined}
      level={level}
    >
      <Field label={t('timetable.field.time')}>{`${cutStartTime(item.start_time)} – ${item.end_time}`}</Field>
      <Field label={t('timetable.field.duration')}>{t('timetable.minutes', { value: cutDuration(item.duration) })}</Field>
      <Field label={t(wordKey('batch', ctx.isSchool))} full={item.course}>
        {cutBatch(item.course) || '-'}
      </Field>
      {item.description?.trim() ? (
        <Field label={t('timetable.field.description')} full={item.description}>
          {cutDescription(item.description)}
        </Field>
      ) : null}
    </CardShell>
  );
}
