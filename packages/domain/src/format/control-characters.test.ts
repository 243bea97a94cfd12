import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './control-characters.ts';

describe('control characters', () => {
  it('finds NUL, tab, newline and DEL; not letters of any script', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'line\n', 'x\u007f']) expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Greenfield School', 'विद्यालय', 'École Saint-Jean', '']) expect(hasControlCharacter(good), good).toBe(false);
  });
});
