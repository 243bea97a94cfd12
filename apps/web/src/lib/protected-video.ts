import type { TPlaybackInfo, TVideoOtpResponse } from '@portal/contract';
import { apiRequest } from './api-client.ts';

/**
 * A protected video's token and the player's info [API-VIDEO-1] [VIEWER-VDO-1] (decision 062).
 * A study material's also carries its file_id [STUDY-MAT-2] (decision 066). A missing token, or
 * a refusal inside the answer's body, fails with the server's message [VIEWER-VDO-2]; a network
 * failure is the api client's [VIEWER-VDO-3].
 */
export async function requestVideoToken(videoId: string, instituteId: number, userId: number, fileId?: number): Promise<{ otp: string; info: TPlaybackInfo }> {
  const answer = await apiRequest<TVideoOtpResponse>('/api/v1/instFileSystem/videoOTP', {
    method: 'POST',
    query: { source: 'IOS-APP' },
    body: { videoID: videoId, institute_id: instituteId, user_id: userId, ...(fileId === undefined ? {} : { file_id: fileId }) },
  });
  const otp = answer.otp ?? answer.data?.otp;
  const playbackInfo = answer.playbackInfo ?? answer.data?.playbackInfo;
  if (!otp || !playbackInfo || (answer.status !== undefined && answer.status === 403)) throw new VideoRefused(answer.message || 'Not allowed');
  // base64 of UTF-8 JSON: atob gives bytes, decoded as UTF-8 (names in any script, the id's dots).
  const bytes = Uint8Array.from(atob(playbackInfo), (c) => c.charCodeAt(0));
  return { otp, info: JSON.parse(new TextDecoder().decode(bytes)) as TPlaybackInfo };
}

/** The server's refusal carried in a 200 answer's body [VIEWER-VDO-2]. */
export class VideoRefused extends Error {}

/** The token's lease lasts its minutes more (the player renews it every minute while open). */
export async function renewVideoToken(renewPath: string, otp: string): Promise<void> {
  await apiRequest(renewPath, { method: 'POST', body: { otp } });
}

/** The seconds watched, reported as the player closes [API-LIVE-6] [VIEWER-VDO-4]; a failure is not shown. */
export async function reportWatched(videoId: string, seconds: number): Promise<void> {
  try {
    await apiRequest('/api/v1/instFileSystem/allocateWatchHistory', { method: 'POST', body: { video_id: videoId, watch_duration: Math.round(seconds) }, timeoutMs: 3000 });
  } catch {
    // Closing must never wait on a report that cannot be made.
  }
}
