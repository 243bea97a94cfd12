import { describe, expect, it } from 'vitest';
import { cardKind } from './card-kind.ts';

describe('card kind', () => {
  it.each([
    ['[TT-CARD-1]', 'Class', 'offline-class'],
    ['[TT-CARD-2]', 'Online Class', 'live-class'],
    ['[TT-CARD-3]', 'Online Exam', 'online-exam'],
    ['[TT-CARD-3]', ' Online Exam ', 'online-exam'],
    ['[TT-CARD-4]', 'Exam', 'offline-exam'],
    ['[TT-CARD-4]', 'class', 'offline-exam'],
    ['[TT-CARD-4]', 'toString', 'offline-exam'],
    ['[TT-CARD-4]', '', 'offline-exam'],
    ['[TT-CARD-4]', null, 'offline-exam'],
  ])('%s class_type %s shows the %s card', (_id, type, kind) => expect(cardKind(type)).toBe(kind));
});
