import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { fileFetch, readRange } from './file-fetch.ts';

const BYTES = new Uint8Array(Array.from({ length: 100 }, (_, i) => i));

/** A file at /f/{n}: address 1 has lapsed (410), address 2 answers ranges of BYTES. */
function serveFile(length = BYTES.length) {
  server.use(
    http.get('/f/1', () => new HttpResponse(null, { status: 410 })),
    http.get('/f/2', ({ request }) => {
      const [, a, b] = /bytes=(\d+)-(\d+)/.exec(request.headers.get('range') ?? '')!;
      const body = BYTES.slice(Number(a), Number(b) + 1);
      return new HttpResponse(body, { status: 206, headers: { 'content-range': `bytes ${a}-${b}/${length}` } });
    }),
  );
}

describe('reading a file through a short-lived address', () => {
  it('[VIEWER-FILE-1] reads that meet a lapsed address together renew it once, and get their bytes', async () => {
    serveFile();
    let asked = 0;
    const get = fileFetch(async () => `/f/${Math.min(++asked, 2)}`);
    const parts = await Promise.all([readRange(get, 0, 10, 100), readRange(get, 10, 20, 100), readRange(get, 90, 100, 100)]);
    expect(parts.map((p) => [...p])).toEqual([[...BYTES.slice(0, 10)], [...BYTES.slice(10, 20)], [...BYTES.slice(90, 100)]]);
    expect(asked).toBe(2);
  });

  it('[VIEWER-FILE-1] bytes of a file of another length (replaced between two reads) are a failure, not data', async () => {
    serveFile(120);
    const get = fileFetch(async () => '/f/2');
    await expect(readRange(get, 0, 10, 100)).rejects.toThrow('the file changed while it was read');
  });
});
