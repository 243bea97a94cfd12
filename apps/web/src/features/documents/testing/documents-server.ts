// Test support for the documents screen: files shaped by the contract and the MSW handlers of
// API-DOC-1..4. Not part of the app bundle (tests only).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ZSharedFile, type TDocSubject, type TFileMap, type TSession, type TSharedFile } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok, sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata. */
export const NOW = '2026-11-21T10:15:00+05:30';

let nextId = 1;

export function sharedFile(title: string, overrides: Partial<TSharedFile> = {}): TSharedFile {
  return ZSharedFile.parse({
    file_id: nextId++,
    file_name: `${title.replace(/\W+/g, '-')}.pdf`,
    file_url: null,
    vimeo_video_id: null,
    proc_id: null,
    title,
    size: 1.25,
    student_file_share_date: '2026-11-10T09:00:00+05:30',
    subject_name: 'Mathematics',
    category_name: 'EBook',
    is_readonly: 'N',
    thumbnail_list: [],
    subject_id: 3,
    course_id: null,
    course_name: null,
    ...overrides,
  });
}

export const fileMap = (m: Partial<TFileMap>): TFileMap => ({ Assignment: [], EBook: [], Exam: [], Other: [], Vimeo: [], Youtube: [], ...m });

export const docRequests = (path: string) => sent.filter((r) => r.url.pathname === path);

/** API-DOC-1 answering `subjects`, API-DOC-2 answering the map of each subject or course id, API-DOC-4 counted. */
export function documentsHandlers(subjects: TDocSubject[], maps: Record<number, TFileMap>, vimeoDownloadable = false) {
  return [
    http.get('/api/v1/fileShare/subject-level/:inst', ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: 'GET', url, headers: request.headers, body: null });
      const id = Number(url.searchParams.get('subject_id') ?? url.searchParams.get('eCourse_id'));
      return ok({ fileMap: maps[id] ?? fileMap({}), vimeo_video_downlodable: vimeoDownloadable });
    }),
    http.get('/api/v1/fileShare/:inst', ({ request }) => {
      sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
      return ok({ subject_list: subjects });
    }),
    http.post('/api/v1/instFileSystem/fileDownloadCount', async ({ request }) => {
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: await request.json() });
      return ok(null);
    }),
    http.get('/api/v1/instFileSystem/downloadFile/:inst', ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: 'GET', url, headers: request.headers, body: null });
      if (url.searchParams.get('fileId') === '404') return HttpResponse.json({ statusCode: 404, message: 'No Download Link Found' }, { status: 404 });
      if (url.searchParams.get('fileId') === '409') return HttpResponse.json({ statusCode: 409, message: 'Summer Science Camp 2026 ended on 31-10-2026.', code: 'PRODUCT_EXPIRED' }, { status: 409 });
      return new HttpResponse(new Uint8Array([37]), { status: 206, headers: { 'content-range': 'bytes 0-0/10' } });
    }),
  ];
}

/** Opens /document at NOW (the date only faked) with the documents answered. */
export async function openDocuments(subjects: TDocSubject[], maps: Record<number, TFileMap>, session: TSession = schoolSession, vimeoDownloadable = false) {
  await Promise.all([import('../document-screen.tsx'), import('../../../locales/documents/en.json')]);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  server.use(...documentsHandlers(subjects, maps, vimeoDownloadable));
  const instant = new Date(NOW);
  const at = { ...session, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
  const view = await renderApp('/document', { session: at });
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  return view;
}
