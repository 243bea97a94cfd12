// Issue 33: the error catalogue's rules (ERR-STATUS, ERR-GEN, ERR-TEXT) checked through the app's
// own call and text paths (api-client, show-error, the locale files the screens load), in English.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginErrorText } from '@portal/domain/auth/login-error';
import { fail, server } from '../test/server.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { i18n, initI18n, messageText } from './i18n.ts';
import { loadScreenTexts } from './screen-texts.ts';
import { errorText, toastError } from './show-error.ts';
import { getToasts } from './toast-store.ts';

async function failure(path: string): Promise<ApiError> {
  try {
    await apiRequest(path);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The text shown for a call answered `status` with an empty message. */
async function textOf(status: number): Promise<string> {
  server.use(http.get('/api/status', () => fail(status, '')));
  return errorText(await failure('/api/status'));
}

describe('the status-to-message map, no server message', () => {
  it('[ERR-STATUS-3] a 401 says "Unauthorized"', async () => {
    await initI18n('en');
    expect(await textOf(401)).toBe('Unauthorized');
  });

  it('[ERR-STATUS-6] a 503 says "Service Unavailable"', async () => {
    await initI18n('en');
    expect(await textOf(503)).toBe('Service Unavailable');
    // A body that is not JSON (a proxy's page) is still read by its status.
    server.use(http.get('/api/html', () => new HttpResponse('<h1>down</h1>', { status: 503, headers: { 'content-type': 'text/html' } })));
    expect(errorText(await failure('/api/html'))).toBe('Service Unavailable');
  });

  it('[ERR-STATUS-7] any status without its own row says "Something went wrong! Please try after sometime."', async () => {
    await initI18n('en');
    for (const status of [402, 409, 418, 429, 502, 504]) {
      expect(await textOf(status), String(status)).toBe('Something went wrong! Please try after sometime.');
    }
  });
});

describe('the generic and network toasts', () => {
  it('[ERR-GEN-7] the generic error toast (a response, no message) is the status row, "other" for an unlisted status', async () => {
    await initI18n('en');
    server.use(http.get('/api/a', () => fail(502, '')), http.get('/api/b', () => fail(500, '')));
    toastError(await failure('/api/a'));
    toastError(await failure('/api/b'));
    expect(getToasts().map((t) => t.text)).toEqual(['Something went wrong! Please try after sometime.', 'Internal Server Error']);
  });

  it("[ERR-GEN-6] departure: a call with no answer is toasted with ERR-STATUS-1's text; 'Network error' is kept for the homework solutions", async () => {
    await initI18n('en');
    server.use(http.get('/api/offline', () => HttpResponse.error()));
    toastError(await failure('/api/offline'));
    expect(getToasts().map((t) => t.text)).toEqual(['Please check your internet connection!']);
    await loadScreenTexts('en', 'assignments');
    expect(i18n.t('assign.remarks.networkError')).toBe('Network error');
  });

  it("[ERR-TEXT-5] reading A: the login's no-answer text is 'Network Error', the other screens' 'Network error' (decision 005)", async () => {
    await initI18n('en');
    await loadScreenTexts('en', 'assignments');
    expect(messageText(loginErrorText({ responded: false }))).toBe('Network Error');
    expect(i18n.t('assign.remarks.networkError')).toBe('Network error');
  });
});

describe('the shared text catalogue', () => {
  it("[ERR-TEXT-1] each catalogue text is the one its screen shows (spelling corrected where the spec README asks)", async () => {
    await initI18n('en');
    for (const area of ['assignments', 'live', 'timetable', 'media', 'profile'] as const) await loadScreenTexts('en', area);
    // Keys as the screens use them: remarks-area, live and timetable cards, vimeo-links-dialog,
    // media-viewer (and the documents and study cards), blood-group-dialog, the live past filter.
    expect(i18n.t('assign.remarks.networkError')).toBe('Network error');
    expect(i18n.t('live.notStarted')).toBe('Class has not started yet');
    expect(i18n.t('timetable.live.notStarted')).toBe('Class has not started yet');
    expect(i18n.t('media.rec.vimeoNone')).toBe('No download link found');
    expect(i18n.t('media.viewer.unsupported')).toBe('Preview not supported. Please download the file.');
    expect(i18n.t('profileScreen.saved.bloodGroup')).toBe('Bloodgroup Updated Successfully');
    expect(i18n.t('live.past.fromAfterToday')).toBe('Start Date Should Be Less Than Or Equal To  Current Date .');
  });

  it("[ERR-TEXT-3] reading A: one text, S1's 'Class has not started yet', on the live list and the timetable; S0's spelling and the coffee variant are not used", async () => {
    await initI18n('en');
    await loadScreenTexts('en', 'live');
    await loadScreenTexts('en', 'timetable');
    expect(i18n.t('live.notStarted')).toBe(i18n.t('timetable.live.notStarted'));
    const all = JSON.stringify(i18n.getDataByLanguage('en'));
    expect(all).toContain('Class has not started yet');
    expect(all).not.toContain('Class not started yet');
    expect(all).not.toContain('Grab a cup of Coffee');
  });
});
