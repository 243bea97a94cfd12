import { vimeoId, youtubeId } from '../viewer/embed-address.ts';
import { isSafeAddress, isSiteAddress } from '../viewer/site-address.ts';
import { fileExtension } from '../viewer/viewer-kind.ts';

/**
 * A product's sample video [PROD-DETAIL-2]: on YouTube or Vimeo (played in their players, by
 * id), or a direct mp4, webm or ogg file of this site (played by the browser, from its path).
 */
export type SampleVideo =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; format: 'mp4' | 'webm' | 'ogg'; src: string };

const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;
const VIMEO_HOST = /(^|\.)vimeo\.com$/i;
const FILE_FORMATS: Record<string, 'mp4' | 'webm' | 'ogg'> = { mp4: 'mp4', webm: 'webm', ogg: 'ogg', ogv: 'ogg' };

function hostOf(address: string): string | null {
  try {
    return new URL(address, 'https://portal.invalid').hostname;
  } catch {
    return null;
  }
}

/**
 * The sample video at an address (video_url) [PROD-DETAIL-2], by what the address is: a YouTube
 * or Vimeo page, or a path of this site whose name ends in mp4, webm or ogg (ogv too). A direct
 * file on another host is no video: the Content-Security-Policy loads media from this site only,
 * so it would be a broken player (decision 065). Anything else (another page, another file type,
 * a script: address) is no video either.
 */
export function sampleVideoOf(address: string | null | undefined): SampleVideo | null {
  const text = (address ?? '').trim();
  if (!text || !isSafeAddress(text)) return null;
  const host = hostOf(text);
  if (host === null) return null;
  if (YOUTUBE_HOST.test(host)) {
    const id = youtubeId(text);
    return id ? { kind: 'youtube', id } : null;
  }
  if (VIMEO_HOST.test(host)) {
    const id = vimeoId(text);
    return id ? { kind: 'vimeo', id } : null;
  }
  const format = isSiteAddress(text) ? FILE_FORMATS[fileExtension(text)] : undefined;
  return format ? { kind: 'file', format, src: text } : null;
}

/**
 * youtube_url read as a JSON list of YouTube videos (ids or addresses) [PROD-DETAIL-3]. Text that
 * is not JSON (an institute's hand-made "['id1', 'id2']", a bare address, ids with commas) is
 * read as a list of words; each entry that names no YouTube video is left out, repeats once.
 */
export function youtubeList(text: string | null | undefined): string[] {
  const raw = (text ?? '').trim();
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = raw.split(/[\s,[\]"']+/);
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  const ids: string[] = [];
  for (const entry of entries) {
    const id = typeof entry === 'string' ? youtubeId(entry) : null;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Every sample video of a product, the YouTube list first, then video_url [PROD-DETAIL-2/3]; each video once. */
export function sampleVideos(product: { youtube_url?: string | null; video_url?: string | null }): SampleVideo[] {
  const videos: SampleVideo[] = youtubeList(product.youtube_url).map((id) => ({ kind: 'youtube', id }));
  const other = sampleVideoOf(product.video_url);
  if (other && !(other.kind === 'youtube' && videos.some((v) => v.kind === 'youtube' && v.id === other.id))) videos.push(other);
  return videos;
}
