import { describe, expect, it } from 'vitest';
import { recordingControls, watchVideoId } from './recording-buttons.ts';

const all = { download_id: 7, video_id: 'vdo-7', vimeo_video_id: '76979871', recording_uploaded_on: 'Vimeo' };
const shown = (flag: number) => {
  const c = recordingControls(flag, all, false);
  return [c.stored.shown, c.protected.shown, c.vimeo.shown];
};

describe('recording controls', () => {
  it('[LIVE-REC-1] [LIVE-REC-2] [LIVE-REC-3] [LIVE-REC-4] [LIVE-REC-5] the flag 1..7 picks stored, protected and Vimeo plays (decision 060: bits, 7 hides the protected play)', () => {
    // [stored, protected, vimeo]
    expect(shown(1)).toEqual([true, false, false]);
    expect(shown(2)).toEqual([false, true, false]);
    expect(shown(3)).toEqual([true, true, false]);
    expect(shown(4)).toEqual([false, false, true]);
    expect(shown(5)).toEqual([true, false, true]);
    expect(shown(6)).toEqual([false, true, true]);
    expect(shown(7)).toEqual([true, false, true]);
    expect(shown(0)).toEqual([false, false, false]);
    expect(shown(8)).toEqual([false, false, false]);
  });

  it('[LIVE-REC-7] a play is disabled when the id it needs is missing', () => {
    const c = recordingControls(5, { download_id: null, vimeo_video_id: '', video_id: 'x' }, true);
    expect(c.stored).toEqual({ shown: true, enabled: false });
    expect(c.vimeo).toEqual({ shown: true, enabled: false });
    expect(recordingControls(3, { download_id: 4, video_id: null }, false).protected).toEqual({ shown: true, enabled: false });
    expect(recordingControls(3, { download_id: 4, video_id: 'v' }, false)).toMatchObject({ stored: { enabled: true }, protected: { enabled: true } });
  });

  it('[LIVE-REC-6] the Vimeo download shows only when the institute allows it and the recording is on Vimeo', () => {
    expect(recordingControls(4, all, true).vimeoDownload).toBe(true);
    expect(recordingControls(4, all, false).vimeoDownload).toBe(false);
    expect(recordingControls(4, { ...all, recording_uploaded_on: 'Proctur' }, true).vimeoDownload).toBe(false);
    expect(recordingControls(1, { ...all, recording_uploaded_on: ' vimeo ' }, true).vimeoDownload).toBe(true);
  });

  it('[LIVE-REC-12] a stored play counts under the protected id, else the Vimeo id; a Vimeo play under its Vimeo id; none is no count', () => {
    expect(watchVideoId({ video_id: 'rec-9-1', vimeo_video_id: '76979871' }, 'stored')).toBe('rec-9-1');
    expect(watchVideoId({ video_id: null, vimeo_video_id: 76979871 }, 'stored')).toBe('76979871');
    expect(watchVideoId({ video_id: 'rec-9-1', vimeo_video_id: '76979871' }, 'vimeo')).toBe('76979871');
    expect(watchVideoId({ video_id: 'rec-9-1', vimeo_video_id: null }, 'vimeo')).toBeNull();
    expect(watchVideoId({ video_id: ' ', vimeo_video_id: '0' }, 'stored')).toBeNull();
  });
});
