import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { FileFetch } from './file-fetch.ts';

/** The file's address for an element that loads it itself (img, audio, video); null while asked, 'failed' when it cannot be had. */
export function useFileAddress(get: FileFetch): string | null | 'failed' {
  const [address, setAddress] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    get.address().then(
      (a) => live && setAddress(a),
      () => live && setAddress('failed'),
    );
    return () => {
      live = false;
    };
  }, [get]);
  return address;
}

type PlayerProps = { get: FileFetch; kind: 'audio' | 'video'; label: string; onFailed: () => void; className?: string };

/**
 * An audio or video file in the browser's own player, seekable (the server answers ranges).
 * The address is short-lived: when the element fails (a seek after the address lapsed), it asks
 * for a new one once and goes on from where it was; a second failure in a row is reported.
 */
export function MediaPlayer({ get, kind, label, onFailed, className }: PlayerProps) {
  const address = useFileAddress(get);
  const [src, setSrc] = useState<string | null>(null);
  const resumeAt = useRef<{ at: number; playing: boolean } | null>(null);
  const renewed = useRef(false);
  useEffect(() => {
    if (address === 'failed') onFailed();
    else if (address) setSrc(address);
  }, [address, onFailed]);

  const onError = (e: SyntheticEvent<HTMLMediaElement>) => {
    if (renewed.current) return onFailed();
    renewed.current = true;
    // Playing again only if it was: a paused video whose address lapsed stays paused.
    resumeAt.current = { at: e.currentTarget.currentTime, playing: !e.currentTarget.paused };
    get.renew().then(setSrc, onFailed);
  };
  const onLoaded = (e: SyntheticEvent<HTMLMediaElement>) => {
    const resume = resumeAt.current;
    if (resume !== null) {
      e.currentTarget.currentTime = resume.at;
      resumeAt.current = null;
      if (resume.playing) void e.currentTarget.play().catch(() => undefined);
    }
  };
  const onPlaying = () => {
    renewed.current = false;
  };
  if (!src) return null;
  const common = { src, controls: true, preload: 'metadata', 'aria-label': label, onError, onLoadedMetadata: onLoaded, onPlaying, className } as const;
  return kind === 'video' ? <video {...common} playsInline width={1280} height={720} controlsList="nodownload" /> : <audio {...common} />;
}
