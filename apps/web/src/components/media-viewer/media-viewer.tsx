import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileViewerKind } from '@portal/domain/viewer/viewer-kind';
import { vimeoEmbedAddress, vimeoId, youtubeEmbedAddress, youtubeId } from '@portal/domain/viewer/embed-address';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { fileFetch, type AddressSource } from './file-fetch.ts';
import { MediaPlayer, useFileAddress } from './media-element.tsx';
import { PdfView } from './pdf-view.tsx';
import { TextView } from './text-view.tsx';
import { CLOSE, DOWNLOAD } from './viewer-icons.ts';
import { ToolbarSlotProvider, ToolButton } from './viewer-toolbar.tsx';
import styles from './media-viewer.module.css';

/** What the viewer shows: a stored file (by a short-lived address), or an outside video. */
export type MediaItem =
  | { kind: 'file'; title: string; fileName: string; address: AddressSource; download?: () => void }
  | { kind: 'youtube'; title: string; videoId: string }
  | { kind: 'vimeo'; title: string; videoId: string | number };

function Embed({ src, title }: { src: string | null; title: string }) {
  const { t } = useTranslation();
  if (!src) return <p role="alert" className={styles.message}>{t('media.viewer.noVideo')}</p>;
  return (
    <div className={styles.embed}>
      <iframe src={src} title={title} allow="fullscreen; picture-in-picture; encrypted-media" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}

function ImageView({ get, alt, onFailed }: { get: ReturnType<typeof fileFetch>; alt: string; onFailed: () => void }) {
  const address = useFileAddress(get);
  useEffect(() => {
    if (address === 'failed') onFailed();
  }, [address, onFailed]);
  return address && address !== 'failed' ? <img className={styles.image} src={address} alt={alt} onError={onFailed} /> : null;
}

function FileBody({ item }: { item: Extract<MediaItem, { kind: 'file' }> }) {
  const { t } = useTranslation();
  const kind = fileViewerKind(item.fileName);
  // Made once for the body's life (a memo may be dropped, which would open the file again).
  const [get] = useState(() => fileFetch(item.address));
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  if (failed) return <p role="alert" className={styles.message}>{t('media.viewer.failed')}</p>;
  switch (kind) {
    case 'pdf':
      return <PdfView get={get} name={item.title} />;
    case 'image':
      return <ImageView get={get} alt={item.title} onFailed={fail} />;
    case 'audio':
      return <MediaPlayer get={get} kind="audio" label={item.title} onFailed={fail} className={styles.audio} />;
    case 'video':
      return <MediaPlayer get={get} kind="video" label={item.title} onFailed={fail} className={styles.video} />;
    case 'text':
      return <TextView get={get} name={item.title} onFailed={fail} />;
    case 'office':
      return <p className={styles.message}>{t('media.viewer.office')}</p>;
    default:
      return <p role="alert" className={styles.message}>{t('media.viewer.unsupported')}</p>;
  }
}

/**
 * The media viewer overlay [VIEWER-TYPE-1]: a modal dialog (Escape closes, focus returns to the
 * control that opened it) showing a PDF page by page, an image, audio, a video, a text file,
 * YouTube [VIEWER-YT-1] or Vimeo [VIEWER-VIMEO-1] in their players; an office file is offered for
 * download [VIEWER-FILE-1], anything else says 'Preview not supported. Please download the
 * file.' [VIEWER-UNSUP-1..3] (decision 063). A download button shows whenever the caller gives one
 * (the caller applies the read-only rules, DOC-DL-1 and STUDY-MAT-1). Its controls are one row of
 * 44 px icon buttons under the body; on a phone a page or picture fills the screen (decision 090).
 * The protected video has its own player (protected-video-dialog.tsx) [VIEWER-VDO-1..4].
 */
export function MediaViewer({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { t } = useTranslation();
  const ready = useScreenTexts('media');
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  let body: ReactNode;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (item.kind === 'youtube') {
    const id = youtubeId(item.videoId);
    body = <Embed src={id && youtubeEmbedAddress(id)} title={t('media.viewer.youtube', { name: item.title })} />;
  } else if (item.kind === 'vimeo') {
    const id = vimeoId(item.videoId);
    body = <Embed src={id && vimeoEmbedAddress(id)} title={t('media.viewer.vimeo', { name: item.title })} />;
  } else body = <FileBody key={item.fileName} item={item} />;

  const download = item.kind === 'file' ? item.download : undefined;
  // One row under the body: its own controls (a PDF's pages and zoom) in the slot, then Download and Close.
  const footer = (
    <div className={styles.toolbar}>
      <div ref={setSlot} className={styles.slot} />
      {download && ready ? <ToolButton label={t('media.viewer.downloadName', { name: item.title })} icon={DOWNLOAD} onClick={download} text={t('media.viewer.download')} /> : null}
      <ToolButton label={t('common.close')} icon={CLOSE} onClick={onClose} text={t('common.close')} />
    </div>
  );
  // A PDF takes the whole screen of a phone, and the height of a larger one: its page area scrolls inside.
  const tall = item.kind === 'file' && fileViewerKind(item.fileName) === 'pdf';
  return (
    <Dialog title={item.title} onClose={onClose} className={`${styles.dialog} ${tall ? styles.tall : ''}`} footer={footer}>
      <ToolbarSlotProvider value={slot}>{body}</ToolbarSlotProvider>
    </Dialog>
  );
}
