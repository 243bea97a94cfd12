import { describe, expect, it } from 'vitest';
import { PANEL_ERROR_CODES } from '@portal/contract';
import { ERROR_CODES } from '@portal/contract/error-codes';
import { ApiError } from '../../../../lib/api-client.ts';
import { PANEL_CODES } from './panel-codes.ts';
import { saveFailure } from './save-failure.ts';

describe('what a failed panel call means', () => {
  it('the copied codes are the contract codes', () => {
    expect(PANEL_CODES).toEqual(PANEL_ERROR_CODES);
    expect(ERROR_CODES.validation).toBe('VALIDATION');
  });

  it.each([
    [new ApiError(null, null, null), { kind: 'retry', offline: true }],
    [new TypeError('failed to fetch'), { kind: 'retry', offline: true }],
    [new ApiError(503, 'Service Unavailable', null), { kind: 'retry', offline: false }],
    [new ApiError(429, 'Too many', 'RATE_LIMITED'), { kind: 'retry', offline: false }],
    [new ApiError(401, 'Please sign in again', 'PANEL_SIGN_IN'), { kind: 'sign-in' }],
    [new ApiError(401, 'expired link', 'PANEL_LAUNCH_INVALID'), { kind: 'relaunch' }],
    [new ApiError(400, 'answers.3.answer: expected an answer of kind numeric', 'VALIDATION'), { kind: 'item', index: 3, message: 'answers.3.answer: expected an answer of kind numeric' }],
    // A 400 naming no item (a batch over the limit, a proxy) drops nothing: it is retried.
    [new ApiError(400, 'answers: Too big: expected array to have <=300 items', 'VALIDATION'), { kind: 'retry', offline: false }],
    [new ApiError(400, 'answers.3.answer: from another site', 'CROSS_SITE'), { kind: 'retry', offline: false }],
    [new ApiError(409, 'The time for this exam is over', 'EXAM_TIME_OVER'), { kind: 'closed', code: 'EXAM_TIME_OVER', message: 'The time for this exam is over' }],
    [new ApiError(404, 'Not Found', 'NOT_FOUND'), { kind: 'closed', code: 'NOT_FOUND', message: 'Not Found' }],
    // A proxy's 404 or 410 during a deploy (no error code of ours) does not end the exam.
    [new ApiError(404, null, null), { kind: 'retry', offline: false }],
    [new ApiError(410, null, null), { kind: 'retry', offline: false }],
  ])('%s', (error, meaning) => {
    expect(saveFailure(error)).toEqual(meaning);
  });
});
