import { describe, expect, it } from 'vitest';
import { cutExamName, examCardButton, type ExamButtonKind } from './exam-card-button.ts';
import type { ExamListStatus } from './exam-list-status.ts';

const STUDENT = 1;
const OPEN_USER = 99;
const PARENT = 3;
const free = { test_limit: 0, total_attempts: 0 };

describe('exam card button', () => {
  it('[EXAM-BTN-1] an upcoming card shows a non-action badge, for a parent too', () => {
    expect(examCardButton('upcoming', free, STUDENT)).toEqual({ kind: 'badge-upcoming', active: false, parentBlocked: false });
    expect(examCardButton('upcoming', free, PARENT)).toEqual({ kind: 'badge-upcoming', active: false, parentBlocked: false });
  });

  it.each<[ExamListStatus, ExamButtonKind]>([
    ['ongoing', 'start'],
    ['resume', 'resume'],
    ['view', 'view'],
  ])('[EXAM-BTN-2] [EXAM-BTN-3] [EXAM-BTN-4] [EXAM-BTN-5] a %s card shows an active %s', (status, kind) => {
    expect(examCardButton(status, free, STUDENT)).toEqual({ kind, active: true, parentBlocked: false });
    expect(examCardButton(status, free, OPEN_USER)).toEqual({ kind, active: true, parentBlocked: false });
  });

  it.each([
    [0, 0],
    [0, 40],
    [3, 2],
  ])('[EXAM-BTN-6] practice with limit %i and %i attempts: active Start', (test_limit, total_attempts) =>
    expect(examCardButton('practice', { test_limit, total_attempts }, STUDENT)).toEqual({ kind: 'start', active: true, parentBlocked: false }),
  );
  it.each([
    [3, 3],
    [1, 2],
  ])('[EXAM-BTN-7] practice with limit %i reached (%i attempts): grey inactive Start', (test_limit, total_attempts) =>
    expect(examCardButton('practice', { test_limit, total_attempts }, STUDENT)).toEqual({ kind: 'start', active: false, parentBlocked: false }),
  );

  it.each<[ExamListStatus, ExamButtonKind]>([
    ['ongoing', 'start'],
    ['practice', 'start'],
    ['resume', 'resume'],
    ['view', 'view'],
  ])('[EXAM-BTN-8] on a parent login a %s card has a grey, blocked %s', (status, kind) =>
    expect(examCardButton(status, free, PARENT)).toEqual({ kind, active: false, parentBlocked: true }),
  );

  it.each<ExamListStatus>(['expired', 'attempted'])('[EXAM-LIST-12] a %s card has no button', (status) =>
    expect(examCardButton(status, free, STUDENT)).toEqual({ kind: 'none', active: false, parentBlocked: false }),
  );

  it('[EXAM-BTN-9] a product exam shows Start or Resume only with assigned product tests', () => {
    expect(examCardButton('ongoing', free, STUDENT, { product: true, assignedProductTests: 0 }).kind).toBe('none');
    expect(examCardButton('resume', free, STUDENT, { product: true }).kind).toBe('none');
    expect(examCardButton('practice', free, PARENT, { product: true, assignedProductTests: 0 })).toEqual({ kind: 'none', active: false, parentBlocked: false });
    expect(examCardButton('ongoing', free, STUDENT, { product: true, assignedProductTests: 1 })).toEqual({ kind: 'start', active: true, parentBlocked: false });
    expect(examCardButton('resume', free, STUDENT, { product: true, assignedProductTests: 2 }).kind).toBe('resume');
    expect(examCardButton('upcoming', free, STUDENT, { product: true, assignedProductTests: 0 }).kind).toBe('badge-upcoming');
    expect(examCardButton('ongoing', free, STUDENT, { product: false, assignedProductTests: 0 }).kind).toBe('start');
  });

  it('[EXAM-ONLINE-3] an exam name over 47 characters keeps 47 plus an ellipsis', () => {
    expect(cutExamName('x'.repeat(47))).toBe('x'.repeat(47));
    expect(cutExamName('x'.repeat(48))).toBe(`${'x'.repeat(47)}...`);
    expect(cutExamName(`${'é'.repeat(46)}😀😀`)).toBe(`${'é'.repeat(46)}😀...`);
    expect(cutExamName(null)).toBe('');
  });
});
