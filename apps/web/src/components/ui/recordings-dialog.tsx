import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { TRecording } from '@portal/contract';
import { formatDate, formatTime } from '@portal/domain/format/date-time';
import { recordingControls } from '@portal/domain/live/recording-buttons';
import { countWatch, downloadRecording, recordingPlayAddress } from '../../lib/recordings.ts';
import { showToast } from '../../lib/toast-store.ts';
import { Button } from './button.tsx';
import { ListDialog } from './list-dialog.tsx';
import list from './row-list.module.css';
import { ProtectedVideoDialog } from './protected-video-dialog.tsx';
import { VideoDialog } from './video-dialog.tsx';
import { VimeoLinksDialog, type VimeoLinksTexts } from './vimeo-links-dialog.tsx';

/** 'DD-MM-YYYY hh:mm AM' of an ISO date-time in the institute's zone; other text as sent. */
function recordedAt(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/** The words of the plays, when the popup offers them. */
export type PlayTexts = {
  playText: string;
  play: (name: string) => string;
  downloadText: string;
  download: (name: string) => string;
  failed: string;
  later: string;
  vimeoText: string;
  vimeo: (name: string) => string;
  vimeoLinks: VimeoLinksTexts;
  protectedText: string;
  protectedPlay: (name: string) => string;
  vdoLoading: string;
};

/** The popup's words, from the text file of the screen that opens it. */
export type RecordingsTexts = { title: string; length: string; size: string; megabytes: (value: number) => string; recorded: string; note?: string; plays?: PlayTexts };

/**
 * The popup's words from a screen's texts under `prefix` (title, length, size, megabytes,
 * recorded, note; with `plays`, play, playName, download, downloadName, failed and later): each
 * screen keeps its own text file, the keys are the same.
 */
export function recordingsTexts(t: TFunction, prefix: string, name: string, { plays = false } = {}): RecordingsTexts {
  return {
    title: t(`${prefix}.title`, { name }),
    length: t(`${prefix}.length`),
    size: t(`${prefix}.size`),
    megabytes: (value) => t(`${prefix}.megabytes`, { value }),
    recorded: t(`${prefix}.recorded`),
    note: plays ? undefined : t(`${prefix}.note`),
    plays: plays
      ? {
          playText: t(`${prefix}.play`),
          play: (n) => t(`${prefix}.playName`, { name: n }),
          downloadText: t(`${prefix}.download`),
          download: (n) => t(`${prefix}.downloadName`, { name: n }),
          failed: t(`${prefix}.failed`),
          later: t(`${prefix}.later`),
          vimeoText: t(`${prefix}.vimeo`),
          vimeo: (n) => t(`${prefix}.vimeoName`, { name: n }),
          protectedText: t(`${prefix}.protected`),
          protectedPlay: (n) => t(`${prefix}.protectedName`, { name: n }),
          vdoLoading: t(`${prefix}.vdoLoading`),
          vimeoLinks: {
            title: t(`${prefix}.vimeoTitle`, { name }),
            loading: t(`${prefix}.vimeoLoading`),
            none: t(`${prefix}.vimeoNone`),
            failed: t(`${prefix}.vimeoFailed`),
            download: (size) => t(`${prefix}.vimeoDownloadName`, { size }),
            downloadText: t(`${prefix}.download`),
          },
        }
      : undefined,
  };
}

/** What the plays need: the institute and its recording settings [LIVE-REC-1] [LIVE-REC-6]. */
export type RecordingsPlayback = { instituteId: number; userId: number; flag: number; vimeoDownloadable: boolean };

type RecordingsDialogProps = { texts: RecordingsTexts; recordings: readonly TRecording[]; timeZone: string; onClose: () => void; playback?: RecordingsPlayback };

/**
 * The recordings of a past live class [TT-LIVE-6] [LIVE-REC-8]: name, length, size in MB and
 * when it was recorded, on the timetable and the live classes screen. With `playback`, the
 * stored play and the download by the institute's flag [LIVE-REC-2] [LIVE-REC-7] [LIVE-REC-9..12], and
 * the protected play (decision 062) [LIVE-REC-4/5] [VIEWER-VDO-1..4] and the Vimeo download where
 * allowed [LIVE-REC-6] [LIVE-VIMEO-1..3];
 * the Vimeo play comes with the media viewer (issue 16), and the popup says so
 * instead of showing buttons that do nothing.
 */
export function RecordingsDialog({ texts, recordings, timeZone, onClose, playback }: RecordingsDialogProps) {
  const [playing, setPlaying] = useState<{ title: string; src: string } | null>(null);
  const [vimeoOf, setVimeoOf] = useState<string | null>(null);
  const [protectedOf, setProtectedOf] = useState<TRecording | null>(null);
  const plays = playback && texts.plays ? { ...playback, texts: texts.plays } : null;
  const later = plays && recordings.some((r) => {
    const c = recordingControls(plays.flag, r, plays.vimeoDownloadable);
    return c.vimeo.shown;
  });

  const play = async (r: TRecording) => {
    if (!plays) return;
    try {
      const src = await recordingPlayAddress(plays.instituteId, r.download_id);
      setPlaying({ title: r.session_name, src });
      const videoId = r.video_id ?? r.vimeo_video_id;
      if (videoId) void countWatch(videoId, plays.instituteId);
    } catch {
      showToast(plays.texts.failed);
    }
  };
  const download = async (r: TRecording) => {
    if (plays && !(await downloadRecording(plays.instituteId, r.download_id, `${r.session_name}.mp4`))) showToast(plays.texts.failed);
  };

  return (
    <ListDialog title={texts.title} onClose={onClose}>
      <ul className={list.rows}>
        {recordings.map((r) => {
          const controls = plays ? recordingControls(plays.flag, r, plays.vimeoDownloadable) : null;
          const stored = controls?.stored;
          return (
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
              {plays && (stored?.shown || controls?.protected.shown || controls?.vimeoDownload) ? (
                <div className={list.rowActions}>
                  {stored?.shown ? (
                    <>
                      <Button variant="primary" disabled={!stored.enabled} aria-label={plays.texts.play(r.session_name)} onClick={() => void play(r)}>
                        {plays.texts.playText}
                      </Button>
                      <Button variant="secondary" disabled={!stored.enabled} aria-label={plays.texts.download(r.session_name)} onClick={() => void download(r)}>
                        {plays.texts.downloadText}
                      </Button>
                    </>
                  ) : null}
                  {controls?.protected.shown ? (
                    <Button variant="secondary" disabled={!controls.protected.enabled} aria-label={plays.texts.protectedPlay(r.session_name)} onClick={() => setProtectedOf(r)}>
                      {plays.texts.protectedText}
                    </Button>
                  ) : null}
                  {controls?.vimeoDownload ? (
                    <Button variant="secondary" aria-label={plays.texts.vimeo(r.session_name)} onClick={() => setVimeoOf(r.vimeo_video_id)}>
                      {plays.texts.vimeoText}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {texts.note ? <p className={list.note}>{texts.note}</p> : null}
      {later ? <p className={list.note}>{plays!.texts.later}</p> : null}
      {playing ? <VideoDialog title={playing.title} src={playing.src} onClose={() => setPlaying(null)} /> : null}
      {plays && protectedOf?.video_id ? (
        <ProtectedVideoDialog
          title={protectedOf.session_name}
          videoId={protectedOf.video_id}
          instituteId={plays.instituteId}
          userId={plays.userId}
          texts={{ loading: plays.texts.vdoLoading }}
          onClose={() => setProtectedOf(null)}
        />
      ) : null}
      {plays && vimeoOf ? <VimeoLinksDialog vimeoVideoId={vimeoOf} instituteId={plays.instituteId} texts={plays.texts.vimeoLinks} onClose={() => setVimeoOf(null)} /> : null}
    </ListDialog>
  );
}
