import { readFile } from 'node:fs/promises';
import { contentKey } from './assignments-files.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID } from './institutes.ts';

/**
 * The demo recording: 30 s of a test picture with a tone (H.264 and AAC, 320x180, moov first so
 * it streams; 195 KB, made once with ffmpeg and shipped, since no encoder is on the machines).
 * Next to this file in the source and next to the bundle in dist (apps/server/build.mjs).
 */
const LECTURE = new URL('./media/lecture.mp4', import.meta.url);

/**
 * Seed part 'live-media' (issue 16): every demo recording gets the stored copy it streams and
 * downloads from [API-LIVE-3]. The bytes go into demo_file, from which the start writes them to
 * the file store (ensureDemoFiles), as the homework files do.
 */
export async function seedLiveMedia(ctx: SeedContext): Promise<void> {
  const bytes = await readFile(LECTURE);
  const key = contentKey(bytes);
  await ctx.trx.insertInto('demo_file').values({ file_key: key, bytes }).onConflict((oc) => oc.column('file_key').doNothing()).execute();
  await ctx.trx.updateTable('recording').set({ file_key: key }).where('file_key', 'is', null).execute();
  // The coaching institute shows stored and protected plays (flag 3; the school shows stored and
  // Vimeo, 5), so the demo has every kind of play [LIVE-REC-1..5].
  await ctx.trx.updateTable('institute').set({ live_recording_view: 3 }).where('id', '=', COACHING_ID).execute();
}
