import { fileActions } from '../documents/file-actions.ts';
import { vimeoId, youtubeId } from '../viewer/embed-address.ts';
import { isSiteAddress } from '../viewer/site-address.ts';
import { fileViewerKind } from '../viewer/viewer-kind.ts';
import { flagOn } from './study-types.ts';

/** A material as API-STUDY-2 sends it (S1 §3.11), the fields its actions depend on. */
export type StudyMaterialFacts = {
  file_id: number;
  file_name: string | null;
  is_readonly: string | null;
  videoID?: string | number | null;
  is_vdocipher?: unknown;
  is_vimeo?: unknown;
  youtubeVideoID?: string | null;
  video_url?: string | null;
};

/**
 * How a material plays in the media viewer: the protected player (its OTP asked with the
 * material's file_id), the Vimeo or YouTube player, a same-origin video or audio address, or the
 * stored file by its download address (the viewer's kind by the file's name).
 */
export type StudyPlay =
  | { kind: 'vdo'; videoId: string; fileId: number }
  | { kind: 'vimeo'; videoId: string }
  | { kind: 'youtube'; videoId: string }
  | { kind: 'address'; address: string }
  | { kind: 'file' };

export type StudyActions = { play: StudyPlay | null; download: boolean; viewOnly: boolean; noPreview: boolean };

const VIDEO_ONLY = (play: StudyPlay | null): StudyActions => ({ play, download: false, viewOnly: false, noPreview: false });

/**
 * What a material's card offers (decision 066 for [STUDY-MAT-3], first match wins):
 * - is_vdocipher with a videoID: the protected player [STUDY-MAT-2] [VIEWER-VDO-1], never a download;
 * - is_vimeo with a videoID: the Vimeo player [VIEWER-VIMEO-1];
 * - a youtubeVideoID: the YouTube player [VIEWER-YT-1];
 * - a video_url: a YouTube or Vimeo page plays in that player; a same-origin address of a video
 *   or audio file plays in the viewer; an outside file address does not play (the portal's
 *   Content-Security-Policy loads media from its own origin only);
 * - else the stored file, by the documents' rules: download only when is_readonly is N
 *   [STUDY-MAT-1] [DOC-DL-1], view what the viewer shows, 'view only' for a read-only pdf,
 *   no preview for zip and pbix (the same fileActions, not a second copy).
 * A video is never downloaded here: S1 gives the study library no video download.
 */
export function studyMaterialActions(m: StudyMaterialFacts): StudyActions {
  const video = m.videoID === null || m.videoID === undefined ? '' : String(m.videoID).trim();
  if (flagOn(m.is_vdocipher)) return VIDEO_ONLY(/^[A-Za-z0-9_-]{1,64}$/.test(video) ? { kind: 'vdo', videoId: video, fileId: m.file_id } : null);
  if (flagOn(m.is_vimeo)) {
    const id = vimeoId(video);
    return VIDEO_ONLY(id ? { kind: 'vimeo', videoId: id } : null);
  }
  const youtube = youtubeId(m.youtubeVideoID);
  if (youtube) return VIDEO_ONLY({ kind: 'youtube', videoId: youtube });
  const url = (m.video_url ?? '').trim();
  if (url) {
    const y = youtubeId(url);
    if (y) return VIDEO_ONLY({ kind: 'youtube', videoId: y });
    const v = /^https:\/\/(www\.|player\.)?vimeo\.com\//.test(url) ? vimeoId(url) : null;
    if (v) return VIDEO_ONLY({ kind: 'vimeo', videoId: v });
    const kind = fileViewerKind(url);
    if (isSiteAddress(url) && (kind === 'video' || kind === 'audio')) return VIDEO_ONLY({ kind: 'address', address: url });
  }
  if (!m.file_name) return VIDEO_ONLY(null);
  // The documents' card rules, for a stored file of any study type ('Other': no video branch).
  const file = fileActions({ file_name: m.file_name, is_readonly: m.is_readonly }, 'Other');
  return { play: file.view ? { kind: 'file' } : null, download: file.download, viewOnly: file.viewOnly, noPreview: file.noPreview };
}
