import { fileViewerKind } from '@portal/domain/viewer/viewer-kind';
import { AUDIO, FILE, IMAGE, VIDEO } from './file-icons.ts';

/**
 * The icon a card without a poster shows for an entry (a shared file, a study material): a video
 * for a video entry (Vimeo, YouTube, a protected video: it may have no file name), else the kind
 * the viewer gives its file name (picture, sound, video), else a plain file.
 */
export function fileKindIcon(fileName: string | null, isVideo: boolean): string {
  if (isVideo) return VIDEO;
  const kind = fileViewerKind(fileName ?? '');
  return kind === 'image' ? IMAGE : kind === 'audio' ? AUDIO : kind === 'video' ? VIDEO : FILE;
}
