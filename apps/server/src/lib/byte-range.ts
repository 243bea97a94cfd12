/** The bytes from start to end, both included (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * The one range a Range header asks of a file of `size` bytes (RFC 9110 §14): 'bytes=a-b',
 * 'bytes=a-' and the suffix 'bytes=-n'; an end past the file is cut to its last byte. Null when
 * there is no header, it is not a bytes range, or it asks several ranges (answered whole, 200,
 * as the RFC allows: players ask one). 'unsatisfiable' when it starts past the end or the file
 * is empty (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Number.POSITIVE_INFINITY : Number(m[2]);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
