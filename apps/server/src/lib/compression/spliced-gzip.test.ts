import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipParts, kept, KeptBytes, splicedAnswer, splicedParts } from './spliced-gzip.ts';

const month = Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, subject: 'गणित Mathematics', at: `2026-11-${(i % 28) + 1}` }))));

describe('gzip spliced from kept and per-call parts (issue 14)', () => {
  it('decodes as one ordinary gzip stream to the parts in order', () => {
    const parts = [kept(Buffer.from('{"result":')), kept(month), Buffer.from(',"time":"10:00"}')];
    const bytes = splicedAnswer(parts);
    expect(gunzipSync(gzipParts(parts)).equals(bytes)).toBe(true);
    expect(JSON.parse(bytes.toString()).result).toHaveLength(400);
  });

  it('compresses a kept part once, however many answers hold it', () => {
    const part = kept(month);
    expect(kept(month)).toBe(part);
    const first = part.deflated;
    gzipParts([part, Buffer.from('a')]);
    expect(part.deflated).toBe(first);
    // The kept part is most of the answer and is compressed well.
    expect(first.length).toBeLessThan(month.length / 5);
  });

  it('keeps empty and per-call-only answers valid', () => {
    expect(gunzipSync(gzipParts([])).length).toBe(0);
    expect(gunzipSync(gzipParts([Buffer.alloc(0), Buffer.from('x')])).toString()).toBe('x');
    expect(gunzipSync(gzipParts([new KeptBytes(Buffer.from('only kept'))])).toString()).toBe('only kept');
  });

  it('remembers the parts of the bytes it made, and of no others', () => {
    const parts = [kept(month)];
    const bytes = splicedAnswer(parts);
    expect(bytes).toBe(month);
    expect(splicedParts(bytes)).toBe(parts);
    expect(splicedParts(Buffer.from(month))).toBeUndefined();
  });
});
