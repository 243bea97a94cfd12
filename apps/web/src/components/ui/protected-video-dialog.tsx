import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlaybackInfo } from '@portal/contract';
import { VideoRefused, renewVideoToken, reportWatched, requestVideoToken } from '../../lib/protected-video.ts';
import { errorText } from '../../lib/show-error.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Spinner } from './spinner.tsx';
import styles from './video-dialog.module.css';

/** Where the watermark stands in turn (percent of the frame), moved every few seconds. */
const SPOTS = [
  [8, 10],
  [58, 72],
  [30, 40],
  [62, 14],
  [12, 68],
  [44, 82],
] as const;
const MOVE_MS = 4000;
const RENEW_MS = 60_000;

export type ProtectedVideoTexts = { loading: string };

/** fileId: a study material's, sent with the OTP request [STUDY-MAT-2]; a recording has none. */
type Props = { title: string; videoId: string; fileId?: number; instituteId: number; userId: number; texts: ProtectedVideoTexts; onClose: () => void };

/**
 * A protected video [VIEWER-VDO-1..4] (decision 062): its token asked first; the video streams
 * from the token's address, seekable; the token is renewed every minute while the dialog is
 * open (playing or paused), and asked anew, at the same time, if it lapsed (a sleeping laptop);
 * a watermark with the viewer's name and masked id moves over the picture every few seconds.
 * Closing reports the seconds watched first [VIEWER-VDO-4], then closes.
 */
export function ProtectedVideoDialog({ title, videoId, fileId, instituteId, userId, texts, onClose }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ otp: string; info: TPlaybackInfo } | { failed: string } | null>(null);
  const [spot, setSpot] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const watched = useRef({ seconds: 0, last: 0 });

  useEffect(() => {
    let live = true;
    requestVideoToken(videoId, instituteId, userId, fileId).then(
      (token) => live && setState(token),
      (error: unknown) => live && setState({ failed: error instanceof VideoRefused ? error.message : errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [videoId, fileId, instituteId, userId]);

  const ready = state && 'otp' in state ? state : null;
  useEffect(() => {
    if (!ready) return;
    const move = setInterval(() => setSpot((s) => (s + 1) % SPOTS.length), MOVE_MS);
    const renew = setInterval(() => {
      renewVideoToken(ready.info.renew, ready.otp).catch(async () => {
        // Lapsed (the machine slept): a new token, and on at the same moment.
        const at = video.current?.currentTime ?? 0;
        const playing = video.current ? !video.current.paused : false;
        try {
          const token = await requestVideoToken(videoId, instituteId, userId, fileId);
          setState(token);
          requestAnimationFrame(() => {
            if (!video.current) return;
            video.current.currentTime = at;
            if (playing) void video.current.play();
          });
        } catch (error) {
          setState({ failed: errorText(error) });
        }
      });
    }, RENEW_MS);
    return () => {
      clearInterval(move);
      clearInterval(renew);
    };
  }, [ready, videoId, fileId, instituteId, userId]);

  // Seconds really watched: time moving forward while playing, seeks not counted.
  const onTime = () => {
    const v = video.current;
    if (!v) return;
    const step = v.currentTime - watched.current.last;
    if (!v.paused && step > 0 && step < 2) watched.current.seconds += step;
    watched.current.last = v.currentTime;
  };
  const close = async () => {
    if (watched.current.seconds > 0) await reportWatched(videoId, watched.current.seconds);
    onClose();
  };

  const [x, y] = SPOTS[spot]!;
  return (
    <Dialog
      title={title}
      onClose={() => void close()}
      className={styles.dialog}
      footer={
        <Button variant="primary" onClick={() => void close()}>
          {t('common.close')}
        </Button>
      }
    >
      {state === null ? <Spinner label={texts.loading} /> : null}
      {state && 'failed' in state ? <p role="alert">{state.failed}</p> : null}
      {ready ? (
        <div className={styles.frame}>
          <video
            ref={video}
            className={styles.video}
            src={ready.info.stream}
            controls
            autoPlay
            playsInline
            preload="metadata"
            width={1280}
            height={720}
            controlsList="nodownload"
            disablePictureInPicture
            onContextMenu={(e) => e.preventDefault()}
            onTimeUpdate={onTime}
            onSeeked={() => (watched.current.last = video.current?.currentTime ?? 0)}
          />
          <span className={styles.watermark} style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true">
            {ready.info.watermark.name} · {ready.info.watermark.id}
          </span>
        </div>
      ) : null}
    </Dialog>
  );
}
