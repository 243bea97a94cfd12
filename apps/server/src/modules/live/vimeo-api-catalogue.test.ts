import { describe, expect, it, vi } from 'vitest';
import { configuredVimeo, createVimeoApiCatalogue } from './vimeo-api-catalogue.ts';
import { deferredVimeo, noVimeoDownloads } from './vimeo-catalogue.ts';

const download = (height: number, extra: object = {}) => ({
  quality: 'hd',
  width: Math.round((height * 16) / 9),
  height,
  link: `https://player.vimeo.com/play/${height}.mp4?s=x`,
  size: height * 1000,
  size_short: `${height} KB`,
  ...extra,
});

function catalogue(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  const onError = vi.fn();
  return { fetch, onError, vimeo: createVimeoApiCatalogue({ token: 'tok', baseUrl: 'https://api.test', onError, fetch: fetch as typeof globalThis.fetch }) };
}

describe("[API-LIVE-4] a shared recording's download files from Vimeo's API (decision 075)", () => {
  it("asks for the video's downloads with the token and gives them largest first, in the spec's fields", async () => {
    const { fetch, vimeo } = catalogue(async () => Response.json({ download: [download(360), download(1080), download(720)] }));
    const links = await vimeo.downloadLinks('76979871', 50);
    expect(links.map((l) => l.height)).toEqual([1080, 720, 360]);
    expect(links[0]).toEqual({ width: 1920, height: 1080, link: 'https://player.vimeo.com/play/1080.mp4?s=x', size: 1080000, size_short: '1080 KB' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/videos/76979871?fields=download');
    expect((init.headers as Record<string, string>).authorization).toBe('bearer tok');
  });

  it('drops entries that are not download files (no https link, odd sizes)', async () => {
    const { vimeo } = catalogue(async () => Response.json({ download: [download(720, { link: 'http://x/1.mp4' }), download(540, { width: 'wide' }), download(360)] }));
    expect((await vimeo.downloadLinks('1', 1)).map((l) => l.height)).toEqual([360]);
  });

  it('a refused token, an unknown video or an unreachable Vimeo give no links, and say why to the log', async () => {
    for (const answer of [async () => new Response('no', { status: 401 }), async () => new Response('{', { status: 200 }), () => Promise.reject(new Error('ECONNRESET'))]) {
      const { vimeo, onError } = catalogue(answer);
      expect(await vimeo.downloadLinks('2', 1)).toEqual([]);
      expect(onError).toHaveBeenCalledOnce();
    }
  });

  it('an id that is not a Vimeo id is never sent to Vimeo', async () => {
    const { vimeo, fetch } = catalogue(async () => Response.json({ download: [download(360)] }));
    for (const id of ['../users/me', '12?fields=all', '', '1'.repeat(21)]) expect(await vimeo.downloadLinks(id, 1)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without VIMEO_ACCESS_TOKEN no downloads are offered; the deferred choice answers only once chosen', async () => {
    const none = configuredVimeo({ vimeoAccessToken: undefined, vimeoApiUrl: 'https://api.vimeo.com' }, () => undefined);
    expect(none).toBe(noVimeoDownloads);
    expect(await none.downloadLinks('3', 1)).toEqual([]);
    const deferred = deferredVimeo();
    expect(() => deferred.downloadLinks('3', 1)).toThrow('not chosen');
    deferred.use(noVimeoDownloads);
    expect(await deferred.downloadLinks('3', 1)).toEqual([]);
  });
});
