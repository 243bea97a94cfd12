/** The content codings the server writes API answers in (static files have their build's copies). */
export type Coding = 'br' | 'gzip';

/** Each coding's quality value from an Accept-Encoding header, lower case, `*` included. */
function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const m = /^q\s*=\s*(.*)$/.exec(p);
      // A quality that is not a number refuses the coding rather than accepting it in full.
      if (m) value = /^[0-9.]+$/.test(m[1]!) ? Number(m[1]) : 0;
    }
    q.set(name, Number.isFinite(value) ? Math.min(value, 1) : 0);
  }
  return q;
}

/**
 * The coding to answer in (RFC 9110 12.5.3): of `offered`, in the server's order of preference,
 * the one the client rates highest; none when it rates all zero or sends no header (a client
 * that does not say it can decode gets the bytes as they are). `x-gzip` counts as gzip.
 */
export function chooseCoding(header: string | string[] | undefined, offered: readonly Coding[]): Coding | null {
  if (header === undefined) return null;
  const q = qualities(Array.isArray(header) ? header.join(',') : header);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const value = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}
