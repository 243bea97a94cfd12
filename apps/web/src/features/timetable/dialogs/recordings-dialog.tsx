import { useTranslation } from 'react-i18next';
import type { TRecording } from '@portal/contract';
import { formatDate, formatTime } from '@portal/domain/format/date-time';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import styles from './dialogs.module.css';

/** 'DD-MM-YYYY hh:mm AM' of an ISO date-time in the institute's zone; other text as sent. */
function recordedAt(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

type RecordingsDialogProps = { title: string; recordings: readonly TRecording[]; timeZone: string; onClose: () => void };

/**
 * The recordings of a past live class [TT-LIVE-6]: name, length, size in MB and when it was
 * recorded. Playing and downloading arrive with the live-classes screen (decision 014), so the
 * popup says so instead of showing buttons that do nothing.
 */
export function RecordingsDialog({ title, recordings, timeZone, onClose }: RecordingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('timetable.recordings.title', { name: title })}
      onClose={onClose}
      dismissOnBackdrop
      className={styles.wide}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <ul className={styles.rows}>
        {recordings.map((r) => (
          <li key={r.download_id} className={styles.row}>
            <p className={styles.recordingName}>{r.session_name}</p>
            <dl className={styles.rowFields}>
              <div>
                <dt>{t('timetable.recordings.length')}</dt>
                <dd>{r.video_duration}</dd>
              </div>
              <div>
                <dt>{t('timetable.recordings.size')}</dt>
                <dd>{t('timetable.recordings.megabytes', { value: r.video_size })}</dd>
              </div>
              <div>
                <dt>{t('timetable.recordings.recorded')}</dt>
                <dd>{recordedAt(r.recording_date_time, timeZone)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('timetable.recordings.playbackLater')}</p>
    </Dialog>
  );
}
