import { canPreview, fileExtension } from '../viewer/viewer-kind.ts';

export type SharedFileFacts = { file_name: string | null; is_readonly: string | null; vimeo_video_id?: string | number | null; proc_id?: string | null };

/**
 * What a document card offers:
 * - download only when is_readonly is 'N' [DOC-DL-1] (anything else, missing included, is
 *   read-only: a file is never offered for download by mistake);
 * - a read-only pdf says 'view only' [DOC-DL-2] and opens in the viewer without its download;
 * - zip and pbix have no view and show the no-preview message [DOC-DL-3] [DOC-DL-4];
 * - view for what the media viewer shows [VIEWER-TYPE-1]. Decision 064 for [DOC-DL-9]: other
 *   read-only files the viewer shows (an image, audio) are viewable too, without download;
 *   a read-only office file has neither (there is nothing this portal can show of it), and
 *   the card says so.
 * Vimeo and YouTube entries play in the viewer [DOC-VID-1] [DOC-VID-2]: `view` is true when
 * their id is there.
 */
export type FileActions = { download: boolean; view: boolean; viewOnly: boolean; noPreview: boolean };

export function fileActions(file: SharedFileFacts, type: string): FileActions {
  const download = (file.is_readonly ?? '').trim().toUpperCase() === 'N';
  if (type === 'Vimeo' || type === 'Youtube') {
    const id = type === 'Vimeo' ? file.vimeo_video_id : file.proc_id;
    const has = id !== null && id !== undefined && String(id).trim() !== '';
    return { download: false, view: has, viewOnly: false, noPreview: false };
  }
  const name = file.file_name ?? '';
  const ext = fileExtension(name);
  const noPreview = ext === 'zip' || ext === 'pbix';
  const view = !noPreview && canPreview(name);
  return { download, view, viewOnly: view && !download && ext === 'pdf', noPreview };
}
