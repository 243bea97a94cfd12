import type { TRecordingPlayResponse, TVimeoLinksResponse } from '@portal/contract';
import { apiRequest } from './api-client.ts';
import { saveFile } from './save-file.ts';

const recordingPath = (instituteId: number, downloadId: number) =>
  `/api/v1/meeting_manager/recording/download/${encodeURIComponent(instituteId)}/${encodeURIComponent(downloadId)}`;

/** Where a recording's stored play streams from [API-LIVE-3] [LIVE-REC-9]: ?type=1, a short-lived address. */
export async function recordingPlayAddress(instituteId: number, downloadId: number): Promise<string> {
  const response = await apiRequest<TRecordingPlayResponse>(recordingPath(instituteId, downloadId), { query: { type: '1' } });
  return response.result.video_url;
}

/**
 * A recording's file as a download [LIVE-REC-10]: asked first for its first byte, so a file that
 * cannot be had shows the spec's message [LIVE-REC-11] instead of a browser error page; then
 * saved by the browser from the same address (the session cookie goes along).
 */
export async function downloadRecording(instituteId: number, downloadId: number, fileName: string): Promise<boolean> {
  const path = recordingPath(instituteId, downloadId);
  try {
    const probe = await fetch(new URL(path, window.location.origin), { headers: { Range: 'bytes=0-0', Source: 'WEB' }, credentials: 'same-origin' });
    await probe.arrayBuffer(); // one byte, or the error's few: read, so the connection is free
    if (!probe.ok) return false;
  } catch {
    return false;
  }
  saveFile(path, fileName);
  return true;
}

/** A play counted [API-LIVE-5] [LIVE-REC-12]; its answer is not shown, a failure neither. */
export async function countWatch(videoId: string, instituteId: number): Promise<void> {
  try {
    await apiRequest('/api/v1/instFileSystem/update-watch-count', { method: 'PUT', body: { video_id: videoId, institute_id: instituteId } });
  } catch {
    // Counting must never stop a play.
  }
}

/** A Vimeo recording's download files [API-LIVE-4] [LIVE-VIMEO-1]: the institute in x-prod-inst-id. */
export async function vimeoDownloadLinks(vimeoVideoId: string, instituteId: number): Promise<TVimeoLinksResponse['result']> {
  const response = await apiRequest<TVimeoLinksResponse>(`/prod/vimeo/download-links/${encodeURIComponent(vimeoVideoId)}`, {
    headers: { 'x-prod-inst-id': String(instituteId) },
  });
  return response.result;
}
