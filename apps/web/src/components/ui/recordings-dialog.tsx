import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TRecording } from '@portal/contract';
import { formatDate, formatTime } from '@portal/domain/format/date-time';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import list from './row-list.module.css';

/** 'DD-MM-YYYY hh:mm AM' of an ISO date-time in the institute's zone; other text as sent. */
function recordedAt(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/** The popup's words, from the text file of the screen that opens it. */
export type RecordingsTexts = { title: string; length: string; size: string; megabytes: (value: number) => string; recorded: string; note?: string };

/**
 * The popup's words from a screen's texts under `prefix` (title, length, size, megabytes,
 * recorded, note): each screen keeps its own text file, the keys are the same.
 */
export function recordingsTexts(t: TFunction, prefix: string, name: string): RecordingsTexts {
  return {
    title: t(`${prefix}.title`, { name }),
    length: t(`${prefix}.length`),
    size: t(`${prefix}.size`),
    megabytes: (value) => t(`${prefix}.megabytes`, { value }),
    recorded: t(`${prefix}.recorded`),
    note: t(`${prefix}.note`),
  };
}

type RecordingsDialogProps = { texts: RecordingsTexts; recordings: readonly TRecording[]; timeZone: string; onClose: () => void };

/**
 * The recordings of a past live class [TT-LIVE-6] [LIVE-REC-8]: name, length, size in MB and
 * when it was recorded, on the timetable and the live classes screen. Playing and downloading
 * come with the media viewer (issue 16), so the popup says so (`note`) instead of showing
 * buttons that do nothing.
 */
export function RecordingsDialog({ texts, recordings, timeZone, onClose }: RecordingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={texts.title}
      onClose={onClose}
      dismissOnBackdrop
      className={list.wide}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <ul className={list.rows}>
        {recordings.map((r) => (
          <li key={r.download_id} className={list.row}>
            <p className={list.rowTitle}>{r.session_name}</p>
            <dl className={list.rowFields}>
              <div>
                <dt>{texts.length}</dt>
                <dd>{r.video_duration}</dd>
              </div>
              <div>
                <dt>{texts.size}</dt>
                <dd>{texts.megabytes(r.video_size)}</dd>
              </div>
              <div>
                <dt>{texts.recorded}</dt>
                <dd>{recordedAt(r.recording_date_time, timeZone)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {texts.note ? <p className={list.note}>{texts.note}</p> : null}
    </Dialog>
  );
}
