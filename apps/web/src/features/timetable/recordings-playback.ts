import type { RecordingsPlayback } from '../../components/ui/recordings-dialog.tsx';
import type { TimetableContext } from './timetable-context.ts';

/** The recordings popup's plays from the timetable answer's flags [LIVE-REC-1] [LIVE-REC-6]; null before it arrives. */
export function recordingsPlayback(
  ctx: TimetableContext,
  result: { view_proctur_live_recorded_session: number; vimeo_video_downlodable: boolean } | undefined,
): RecordingsPlayback | null {
  if (!result) return null;
  return { instituteId: ctx.instituteId, userId: ctx.userId, flag: result.view_proctur_live_recorded_session, vimeoDownloadable: result.vimeo_video_downlodable };
}
