import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleVideo } from '@portal/domain/products/sample-videos';
import type { MediaItem } from '../../../components/media-viewer/media-viewer.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PLAY } from '../products-icons.ts';
import styles from './sample-videos.module.css';

// The viewer (and its PDF reader's code) only once a YouTube or Vimeo sample is played.
const MediaViewer = lazy(() => import('../../../components/media-viewer/media-viewer.tsx').then((m) => ({ default: m.MediaViewer })));

const MIME = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' } as const;

/**
 * The product's sample videos [PROD-DETAIL-2] [PROD-DETAIL-3]: a direct mp4, webm or ogg file in
 * the browser's own player on the page; YouTube and Vimeo videos as tiles that open their player
 * in the media viewer (decision 063's no-cookie YouTube and do-not-track Vimeo addresses), so no
 * outside player loads before it is asked for. Videos are numbered in the order they came.
 */
export function SampleVideos({ title, videos }: { title: string; videos: readonly SampleVideo[] }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {videos.map((video, i) => {
          const name = t('products.videos.name', { title, n: i + 1 });
          if (video.kind === 'file') {
            return (
              <li key={video.src} className={styles.item}>
                <video className={styles.video} controls preload="metadata" playsInline aria-label={name} width={1280} height={720} controlsList="nodownload">
                  <source src={video.src} type={MIME[video.format]} />
                </video>
              </li>
            );
          }
          const item: MediaItem = video.kind === 'youtube' ? { kind: 'youtube', title: name, videoId: video.id } : { kind: 'vimeo', title: name, videoId: video.id };
          return (
            <li key={`${video.kind}-${video.id}`} className={styles.item}>
              <button type="button" className={styles.tile} onClick={() => setPlaying(item)}>
                <Icon path={PLAY} size={40} />
                <span>{t(`products.videos.play.${video.kind}`, { n: i + 1 })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {playing ? (
        <Suspense fallback={null}>
          <MediaViewer item={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
