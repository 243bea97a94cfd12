/**
 * Reading a file through a short-lived signed address (the homework files' live 90 s, decision
 * 026): the viewer keeps the address while it works and asks for a new one when the server
 * says it lapsed (410), so a PDF read page by page over an hour, or a video paused for half an
 * hour, goes on. Nothing of the address is stored anywhere but this closure.
 */
export type AddressSource = () => Promise<string>;
export type FileFetch = ((init?: RequestInit) => Promise<Response>) & { address: () => Promise<string>; renew: () => Promise<string> };

export function fileFetch(source: AddressSource): FileFetch {
  let current: Promise<string> | null = null;
  const address = () =>
    (current ??= source().catch((err: unknown) => {
      current = null; // a failed ask is asked again next time, not kept
      throw err;
    }));
  const renew = () => {
    current = null;
    return address();
  };
  const get = async (init?: RequestInit) => {
    const asked = address();
    const first = await fetch(await asked, { credentials: 'same-origin', ...init });
    if (first.status !== 410) return first;
    void first.body?.cancel();
    // Several reads may meet the lapse at once: the first renews, the others take its address.
    const next = current === asked ? renew() : address();
    return fetch(await next, { credentials: 'same-origin', ...init });
  };
  return Object.assign(get, { address, renew });
}

/** The first bytes of a file and its length, by one range request; the whole file when the server ignores ranges. */
export async function readStart(get: FileFetch, bytes: number, signal?: AbortSignal): Promise<{ length: number; data: Uint8Array; complete: boolean }> {
  const res = await get({ headers: { range: `bytes=0-${bytes - 1}` }, signal });
  if (!res.ok) throw new Error(`file answered ${res.status}`);
  const data = new Uint8Array(await res.arrayBuffer());
  const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
  if (res.status !== 206 || !total) return { length: data.length, data, complete: true };
  const length = Number(total);
  return { length, data, complete: data.length >= length };
}

/**
 * Bytes [begin, end) of a file of `length` bytes. An answer that is not those bytes of a file of
 * that length (the file was replaced between two reads) is a failure, never data at the wrong place.
 */
export async function readRange(get: FileFetch, begin: number, end: number, length: number, signal?: AbortSignal): Promise<Uint8Array> {
  const res = await get({ headers: { range: `bytes=${begin}-${end - 1}` }, signal });
  if (res.status !== 206) throw new Error(`range answered ${res.status}`);
  if (res.headers.get('content-range') !== `bytes ${begin}-${end - 1}/${length}`) throw new Error('the file changed while it was read');
  return new Uint8Array(await res.arrayBuffer());
}
