/**
 * Which play and download controls a recording shows, from the institute's
 * view_proctur_live_recorded_session (1 to 7) [LIVE-REC-1]:
 * - the stored-video play for 1, 3, 5 and 7 [LIVE-REC-2];
 * - the Vimeo play for 4, 5, 6 and 7 [LIVE-REC-3];
 * - the protected (video-cipher) play: decision for [LIVE-REC-5], reading B: the flag is a set
 *   of bits (1 stored, 2 protected, 4 Vimeo), which is what REC-2 and REC-3 already are, so the
 *   protected play shows for 2, 3 and 6, and 7 is the stated exception that hides it [LIVE-REC-4].
 *   Reading A (1 to 6) would show a protected play for flags 1, 4 and 5 that name no protected
 *   video at all.
 * Each play is disabled when the id it needs is missing [LIVE-REC-7]: the stored play needs
 * download_id, the Vimeo play vimeo_video_id, the protected play video_id. The Vimeo download
 * shows only when the institute allows it and the recording is on Vimeo [LIVE-REC-6].
 * A flag outside 1 to 7 shows no play at all.
 */
export type RecordingIds = {
  download_id?: number | null;
  video_id?: string | number | null;
  vimeo_video_id?: string | number | null;
  recording_uploaded_on?: string | null;
};

export type PlayControl = { shown: boolean; enabled: boolean };
export type RecordingControls = { stored: PlayControl; vimeo: PlayControl; protected: PlayControl; vimeoDownload: boolean };

const STORED = 1;
const PROTECTED = 2;
const VIMEO = 4;

const present = (id: string | number | null | undefined) => id !== null && id !== undefined && String(id).trim() !== '' && String(id) !== '0';
const control = (shown: boolean, id: string | number | null | undefined): PlayControl => ({ shown, enabled: shown && present(id) });

/** True when a recording was uploaded on Vimeo (the name read ignoring case and spaces). */
export const isOnVimeo = (r: RecordingIds) => (r.recording_uploaded_on ?? '').trim().toLowerCase() === 'vimeo';

export function recordingControls(flag: number, recording: RecordingIds, vimeoDownloadable: boolean): RecordingControls {
  const bits = Number.isInteger(flag) && flag >= 1 && flag <= 7 ? flag : 0;
  return {
    stored: control((bits & STORED) !== 0, recording.download_id),
    vimeo: control((bits & VIMEO) !== 0, recording.vimeo_video_id),
    protected: control((bits & PROTECTED) !== 0 && bits !== 7, recording.video_id),
    vimeoDownload: vimeoDownloadable && isOnVimeo(recording) && present(recording.vimeo_video_id),
  };
}

/**
 * The id a play counts its watch under [LIVE-REC-12] (decision 060): API-LIVE-5 knows a video by
 * its protected or Vimeo id, so the stored play counts under the protected id, else the Vimeo
 * one, and the Vimeo play under its Vimeo id; a play with neither is not counted (null).
 */
export function watchVideoId(recording: RecordingIds, play: 'stored' | 'vimeo'): string | null {
  const ids = play === 'vimeo' ? [recording.vimeo_video_id] : [recording.video_id, recording.vimeo_video_id];
  const id = ids.find(present);
  return id === undefined ? null : String(id).trim();
}
