import { z } from 'zod';
import { zText } from '../common.ts';

const VIMEO_ADDRESS = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,20})(?:[/?#]\S*)?$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_ADDRESS = /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:\S*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/]\S*)?$/;

/**
 * A Vimeo video: its id, or its address (vimeo.com/<id>, player.vimeo.com/video/<id>), kept as
 * the id the media viewer plays by [DOC-VID-1].
 */
export const zVimeoId = zText(2000).transform((s, ctx) => {
  const t = s.trim();
  const id = /^\d{1,20}$/.test(t) ? t : VIMEO_ADDRESS.exec(t)?.[1];
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected a Vimeo video id or its https://vimeo.com/<id> address' });
    return z.NEVER;
  }
  return id;
});

/** A YouTube video: its 11-character id, or a watch, youtu.be, embed or shorts address, kept as the id [DOC-VID-2]. */
export const zYoutubeId = zText(2000).transform((s, ctx) => {
  const t = s.trim();
  const id = YOUTUBE_ID.test(t) ? t : YOUTUBE_ADDRESS.exec(t)?.[1];
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected a YouTube video id or its https://www.youtube.com/watch?v=<id> address' });
    return z.NEVER;
  }
  return id;
});

/** How many of a record's alternatives (a file, a Vimeo video, a YouTube video) it names. */
export const countGiven = (...values: unknown[]) => values.filter((v) => v !== undefined).length;
