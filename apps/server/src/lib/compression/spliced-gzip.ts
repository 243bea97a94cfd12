import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Answers spliced from parts the server keeps (a cached timetable month, a test's questions) and
 * parts written per call (the time now, the student's attempt), compressed without compressing
 * the kept parts again on every call (issue 14: the timetable month is 84 KB of JSON, the most
 * asked answer; compressing it whole on each call cost a fifth of its throughput).
 *
 * How: a gzip member's deflate data may be a run of blocks from separate compressors when each
 * but the last ends on a full flush (byte-aligned, no reference to earlier data), as parallel
 * gzip tools write it. A kept part is deflated once, with a full flush, at its first use; a
 * per-call part is deflated on the call; a final empty block closes the run; the CRC-32 and size
 * of the whole follow (RFC 1952). The answer decodes as one ordinary gzip stream.
 */

const LEVEL = 6;
const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH });
/** A final, empty, fixed-Huffman block: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Magic, deflate, no flags, no time, no extra flags, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** Bytes kept between calls: deflated once, at the first compressed answer that holds them. */
export class KeptBytes {
  #deflated: Buffer | undefined;
  constructor(readonly bytes: Buffer) {}
  get deflated(): Buffer {
    this.#deflated ??= flushed(this.bytes);
    return this.#deflated;
  }
}

export type Part = Buffer | KeptBytes;

const keptOf = new WeakMap<Buffer, KeptBytes>();
/** The one KeptBytes of a buffer the caller keeps (a cache entry, a constant). */
export function kept(bytes: Buffer): KeptBytes {
  let k = keptOf.get(bytes);
  if (!k) keptOf.set(bytes, (k = new KeptBytes(bytes)));
  return k;
}

const rawOf = (part: Part): Buffer => (part instanceof KeptBytes ? part.bytes : part);
const partsOf = new WeakMap<Buffer, readonly Part[]>();

/** An answer's bytes made of parts, remembered so the compression can splice them (splicedParts). */
export function splicedAnswer(parts: readonly Part[]): Buffer {
  const bytes = parts.length === 1 ? rawOf(parts[0]!) : Buffer.concat(parts.map(rawOf));
  partsOf.set(bytes, parts);
  return bytes;
}

/** The parts an answer's bytes were made of (splicedAnswer), if they were. */
export function splicedParts(bytes: Buffer): readonly Part[] | undefined {
  return partsOf.get(bytes);
}

/** One gzip member of the parts, in order: kept parts' deflated bytes reused, the others deflated now. */
export function gzipParts(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const raw = rawOf(part);
    if (raw.length === 0) continue;
    crc = crc32(raw, crc);
    size += raw.length;
    chunks.push(part instanceof KeptBytes ? part.deflated : flushed(raw));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
