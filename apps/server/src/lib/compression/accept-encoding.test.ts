import { describe, expect, it } from 'vitest';
import { chooseCoding } from './accept-encoding.ts';

const both = ['br', 'gzip'] as const;

describe('chooseCoding (issue 14: API answers compressed for the clients that ask)', () => {
  it("takes the server's preference among what a browser accepts", () => {
    expect(chooseCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseCoding('gzip, deflate, br, zstd', ['gzip', 'br'])).toBe('gzip');
  });

  it("follows the client's quality values, and never a coding it rates zero", () => {
    expect(chooseCoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseCoding('BR ; Q=1.0', both)).toBe('br');
  });

  it('answers as it is when the client says nothing or only what the server does not write', () => {
    expect(chooseCoding(undefined, both)).toBeNull();
    expect(chooseCoding('', both)).toBeNull();
    expect(chooseCoding('identity', both)).toBeNull();
    expect(chooseCoding('deflate, zstd', both)).toBeNull();
  });

  it('reads * and x-gzip, and a header sent twice', () => {
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(chooseCoding('x-gzip', both)).toBe('gzip');
    expect(chooseCoding(['deflate', 'gzip'], both)).toBe('gzip');
  });

  it('treats a malformed quality as refusal, not as a crash', () => {
    expect(chooseCoding('br;q=abc, gzip', both)).toBe('gzip');
    expect(chooseCoding(',,;;,', both)).toBeNull();
  });
});
