import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecording } from '@portal/contract';
import { formatDate, formatTime } from '@portal/domain/format/date-time';
import { recordingControls, watchVideoId } from '@portal/domain/live/recording-buttons';
import { countWatch, downloadRecording, recordingPlayAddress } from '../../lib/recordings.ts';
import { showToast } from '../../lib/toast-store.ts';
import { Button } from './button.tsx';
import { ListDialog } from './list-dialog.tsx';
import list from './row-list.module.css';
import { ProtectedVideoDialog } from './protected-video-dialog.tsx';
import { MediaViewer } from '../media-viewer/media-viewer.tsx';
import { VideoDialog } from './video-dialog.tsx';
import { VimeoLinksDialog, vimeoLinksTexts } from './vimeo-links-dialog.tsx';

/** 'DD-MM-YYYY hh:mm AM' of an ISO date-time in the institute's zone; other text as sent. */
function recordedAt(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/** What the plays need: the institute and its recording settings [LIVE-REC-1] [LIVE-REC-6]. */
export type RecordingsPlayback = { instituteId: number; userId: number; flag: number; vimeoDownloadable: boolean };

type RecordingsDialogProps = { name: string; recordings: readonly TRecording[]; timeZone: string; onClose: () => void; playback: RecordingsPlayback };

/**
 * The recordings of a past live class [TT-LIVE-6] [LIVE-REC-8]: name, length, size in MB and
 * when it was recorded, on the timetable and the live classes screen alike, with the plays the
 * institute's flag allows [LIVE-REC-1]: the stored play and download [LIVE-REC-2]
 * [LIVE-REC-9..12], the Vimeo play in the media viewer [LIVE-REC-3] [VIEWER-VIMEO-1], the
 * protected play (decision 062) [LIVE-REC-4/5] [VIEWER-VDO-1..4], each disabled without its id
 * [LIVE-REC-7], and the Vimeo download where allowed [LIVE-REC-6] [LIVE-VIMEO-1..3]. Its words
 * are the 'media' texts, which the screens that open it load.
 */
export function RecordingsDialog({ name, recordings, timeZone, onClose, playback }: RecordingsDialogProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<{ title: string; src: string } | null>(null);
  const [vimeoOf, setVimeoOf] = useState<string | null>(null);
  const [vimeoPlay, setVimeoPlay] = useState<TRecording | null>(null);
  const [protectedOf, setProtectedOf] = useState<TRecording | null>(null);
  const failed = t('media.rec.failed');

  const play = async (r: TRecording) => {
    try {
      const src = await recordingPlayAddress(playback.instituteId, r.download_id);
      setPlaying({ title: r.session_name, src });
      const videoId = watchVideoId(r, 'stored');
      if (videoId) void countWatch(videoId, playback.instituteId);
    } catch {
      showToast(failed);
    }
  };
  const download = async (r: TRecording) => {
    if (!(await downloadRecording(playback.instituteId, r.download_id, `${r.session_name}.mp4`))) showToast(failed);
  };
  const playOnVimeo = (r: TRecording) => {
    setVimeoPlay(r);
    const videoId = watchVideoId(r, 'vimeo');
    if (videoId) void countWatch(videoId, playback.instituteId);
  };

  return (
    <ListDialog title={t('media.rec.title', { name })} onClose={onClose}>
      <ul className={list.rows}>
        {recordings.map((r) => {
          const controls = recordingControls(playback.flag, r, playback.vimeoDownloadable);
          const { stored, vimeo } = controls;
          const any = stored.shown || vimeo.shown || controls.protected.shown || controls.vimeoDownload;
          return (
            <li key={r.download_id} className={list.row}>
              <p className={list.rowTitle}>{r.session_name}</p>
              <dl className={list.rowFields}>
                <div>
                  <dt>{t('media.rec.length')}</dt>
                  <dd>{r.video_duration}</dd>
                </div>
                <div>
                  <dt>{t('media.rec.size')}</dt>
                  <dd>{t('media.rec.megabytes', { value: r.video_size })}</dd>
                </div>
                <div>
                  <dt>{t('media.rec.recorded')}</dt>
                  <dd>{recordedAt(r.recording_date_time, timeZone)}</dd>
                </div>
              </dl>
              {any ? (
                <div className={list.rowActions}>
                  {stored.shown ? (
                    <>
                      <Button variant="primary" disabled={!stored.enabled} aria-label={t('media.rec.playName', { name: r.session_name })} onClick={() => void play(r)}>
                        {t('media.rec.play')}
                      </Button>
                      <Button variant="secondary" disabled={!stored.enabled} aria-label={t('media.rec.downloadName', { name: r.session_name })} onClick={() => void download(r)}>
                        {t('media.rec.download')}
                      </Button>
                    </>
                  ) : null}
                  {vimeo.shown ? (
                    <Button variant="secondary" disabled={!vimeo.enabled} aria-label={t('media.rec.vimeoPlayName', { name: r.session_name })} onClick={() => playOnVimeo(r)}>
                      {t('media.rec.vimeoPlay')}
                    </Button>
                  ) : null}
                  {controls.protected.shown ? (
                    <Button variant="secondary" disabled={!controls.protected.enabled} aria-label={t('media.rec.protectedName', { name: r.session_name })} onClick={() => setProtectedOf(r)}>
                      {t('media.rec.protected')}
                    </Button>
                  ) : null}
                  {controls.vimeoDownload ? (
                    <Button variant="secondary" aria-label={t('media.rec.vimeoName', { name: r.session_name })} onClick={() => setVimeoOf(r.vimeo_video_id)}>
                      {t('media.rec.vimeo')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {playing ? <VideoDialog title={playing.title} src={playing.src} onClose={() => setPlaying(null)} /> : null}
      {vimeoPlay?.vimeo_video_id ? <MediaViewer item={{ kind: 'vimeo', title: vimeoPlay.session_name, videoId: vimeoPlay.vimeo_video_id }} onClose={() => setVimeoPlay(null)} /> : null}
      {protectedOf?.video_id ? (
        <ProtectedVideoDialog
          title={protectedOf.session_name}
          videoId={protectedOf.video_id}
          instituteId={playback.instituteId}
          userId={playback.userId}
          texts={{ loading: t('media.rec.vdoLoading') }}
          onClose={() => setProtectedOf(null)}
        />
      ) : null}
      {vimeoOf ? (
        <VimeoLinksDialog
          vimeoVideoId={vimeoOf}
          instituteId={playback.instituteId}
          texts={vimeoLinksTexts(t, name)}
          onClose={() => setVimeoOf(null)}
        />
      ) : null}
    </ListDialog>
  );
}
