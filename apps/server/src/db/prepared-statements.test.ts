import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './prepared-statements.ts';

describe('createStatementNamer (decision 042)', () => {
  it('names a text from its third run on, always with the same name', () => {
    const namer = createStatementNamer(3, 10);
    expect(namer.nameOf('select 1')).toBeUndefined();
    expect(namer.nameOf('select 1')).toBeUndefined();
    const name = namer.nameOf('select 1');
    expect(name).toMatch(/^k[0-9a-f]{20}$/);
    expect(namer.nameOf('select 1')).toBe(name);
    expect(namer.nameOf('select 2')).toBeUndefined();
  });

  it('gives different texts different names', () => {
    const namer = createStatementNamer(1, 10);
    expect(namer.nameOf('select 1')).not.toBe(namer.nameOf('select 2'));
    expect(namer.size).toBe(2);
  });

  it('names no more than its bound: texts past it stay unnamed, those named keep their name', () => {
    const namer = createStatementNamer(1, 2);
    const a = namer.nameOf('a');
    namer.nameOf('b');
    expect(namer.nameOf('c')).toBeUndefined();
    expect(namer.nameOf('c')).toBeUndefined();
    expect(namer.nameOf('a')).toBe(a);
    expect(namer.size).toBe(2);
  });
});
