import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import styles from './video-dialog.module.css';

type VideoDialogProps = { title: string; src: string; onClose: () => void };

/**
 * A recording playing in a dialog: the browser's own controls (keyboard too), seekable (the
 * server answers byte ranges), 16:9 space kept before the video loads so nothing moves. Escape
 * closes and focus returns to the play button.
 */
export function VideoDialog({ title, src, onClose }: VideoDialogProps) {
  const { t } = useTranslation();
  const footer = (
    <Button variant="primary" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  return (
    <Dialog title={title} onClose={onClose} className={styles.dialog} footer={footer}>
      <video className={styles.video} src={src} controls autoPlay playsInline preload="metadata" width={1280} height={720} controlsList="nodownload" />
    </Dialog>
  );
}
