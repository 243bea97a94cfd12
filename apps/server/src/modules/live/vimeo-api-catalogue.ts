import { noVimeoDownloads, type VimeoCatalogue, type VimeoLink } from './vimeo-catalogue.ts';

type VimeoApiOptions = {
  token: string;
  /** https://api.vimeo.com, or a stand-in in tests. */
  baseUrl: string;
  /** Told of a failed look-up; the student then sees no downloads, not an error. */
  onError: (err: unknown, vimeoVideoId: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type VimeoDownload = { width?: unknown; height?: unknown; link?: unknown; size?: unknown; size_short?: unknown };

const isLink = (d: VimeoDownload): d is { width: number; height: number; link: string; size: number; size_short: string } =>
  Number.isInteger(d.width) &&
  Number.isInteger(d.height) &&
  typeof d.link === 'string' &&
  /^https:\/\//.test(d.link) &&
  typeof d.size === 'number' &&
  typeof d.size_short === 'string';

/**
 * Vimeo's API (GET /videos/{id}?fields=download, the `download` array its owner's token sees):
 * the renditions largest first. A video Vimeo does not know, a refused token or a slow answer
 * gives no links: downloads are an extra beside the recording, never a reason for a 5xx.
 */
export function createVimeoApiCatalogue({ token, baseUrl, onError, fetch: fetchFn = fetch, timeoutMs = 5000 }: VimeoApiOptions): VimeoCatalogue {
  return {
    async downloadLinks(vimeoVideoId) {
      if (!/^\d{1,20}$/.test(vimeoVideoId)) return []; // Vimeo's ids are numbers; nothing else is asked
      try {
        const res = await fetchFn(`${baseUrl}/videos/${vimeoVideoId}?fields=download`, {
          headers: { authorization: `bearer ${token}`, accept: 'application/vnd.vimeo.*+json;version=3.4' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`Vimeo answered ${res.status}`);
        const body = (await res.json()) as { download?: unknown };
        const downloads = Array.isArray(body.download) ? (body.download as VimeoDownload[]) : [];
        return downloads
          .filter(isLink)
          .sort((a, b) => b.height - a.height)
          .map(({ width, height, link, size, size_short }): VimeoLink => ({ width, height, link, size, size_short }));
      } catch (err) {
        onError(err, vimeoVideoId);
        return [];
      }
    },
  };
}

/** Vimeo's API with the institute's token (VIMEO_ACCESS_TOKEN), or no downloads offered without one. */
export function configuredVimeo(
  config: { vimeoAccessToken: string | undefined; vimeoApiUrl: string },
  warn: (fields: { err: unknown; vimeoVideoId: string }, message: string) => void,
): VimeoCatalogue {
  if (!config.vimeoAccessToken) return noVimeoDownloads;
  return createVimeoApiCatalogue({
    token: config.vimeoAccessToken,
    baseUrl: config.vimeoApiUrl,
    onError: (err, vimeoVideoId) => warn({ err, vimeoVideoId }, 'Vimeo download links unavailable'),
  });
}
