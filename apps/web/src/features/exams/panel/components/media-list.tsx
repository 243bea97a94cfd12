import { useTranslation } from 'react-i18next';
import type { TPanelQuestion } from '@portal/contract';
import styles from './question.module.css';

/** Only addresses of this site, https, or inline images: never javascript: or another scheme. */
const safeSource = (src: string, image: boolean) => /^(\/(?!\/)|https:\/\/)/i.test(src) || (image && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(src));

/** A question's images (with their text, else a generic one) and audio or video with controls. */
export function MediaList({ media }: { media: TPanelQuestion['media'] }) {
  const { t } = useTranslation();
  const shown = media.filter((m) => safeSource(m.source_path, m.media_type.startsWith('image')));
  if (shown.length === 0) return null;
  return (
    <div className={styles.media}>
      {shown.map((m, i) => {
        const title = m.title?.trim() || null;
        if (m.media_type.startsWith('audio'))
          return (
            <figure key={i}>
              <audio controls preload="none" src={m.source_path} aria-label={title ?? t('examPanel.question.audio')} />
              {title ? <figcaption>{title}</figcaption> : null}
            </figure>
          );
        if (m.media_type.startsWith('video'))
          return <video key={i} controls preload="none" src={m.source_path} aria-label={title ?? t('examPanel.question.video')} className={styles.image} />;
        return <img key={i} src={m.source_path} alt={title ?? t('examPanel.question.image')} className={styles.image} />;
      })}
    </div>
  );
}
