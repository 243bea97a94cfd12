/**
 * The player addresses of the outside videos [VIEWER-YT-1] [VIEWER-VIMEO-1]. Ids come from the
 * institute's data and end up in an iframe's src, so only the characters an id can have pass:
 * anything else is no video at all, never a page of someone else's choosing. YouTube plays from
 * its no-cookie host (no tracking cookie before play); both hosts are the only frame sources the
 * portal's Content-Security-Policy allows.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** A YouTube id from an id, a watch/share/embed address or the portal's encoded proc_id. */
export function youtubeId(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (YOUTUBE_ID.test(text)) return text;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(text);
  return match ? match[1]! : null;
}

export function vimeoId(value: string | number | null | undefined): string | null {
  const text = String(value ?? '').trim();
  if (VIMEO_ID.test(text) && Number(text) > 0) return text;
  const match = /vimeo\.com\/(?:video\/)?(\d{1,12})(?!\d)/.exec(text);
  return match ? match[1]! : null;
}

export const youtubeEmbedAddress = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
export const vimeoEmbedAddress = (id: string) => `https://player.vimeo.com/video/${id}?dnt=1`;

/** The frame sources the Content-Security-Policy names, from the same hosts. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
