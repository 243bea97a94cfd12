import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, schoolSession } from '../../test/fixtures.ts';
import { fileMap, openDocuments, sharedFile } from './testing/documents-server.ts';

// Issue 33: DOC-DL-8 is silent (one unnamed institute opens its pdf files through the download
// address instead of the file address). We have no such exception: every institute's pdf is
// read through the download address of API-DOC-3 (decision 064: file_url is never used, a file
// is reached through its download address only). pdf.js cannot draw in jsdom: the stand-in
// records the address the viewer reads.
const read: string[] = [];
vi.mock('../../components/media-viewer/pdf-engine.ts', () => ({
  openPdf: async (get: { address: () => Promise<string> }) => {
    read.push(await get.address());
    return { pages: 1, layout: async () => ({ width: 595, height: 842, left: 56, right: 506, bodyPt: 12 }), render: async () => true, close: () => undefined };
  },
}));

afterEach(() => {
  read.length = 0;
  vi.useRealTimers();
});

const MATHS = { subject_id: 3, subject_name: 'Mathematics' };

async function viewPdf(session: TSession, readOnly: 'Y' | 'N') {
  const notes = sharedFile('Notes', { file_id: 77, is_readonly: readOnly, file_url: 'https://files.example/notes.pdf' });
  const { user, unmount } = await openDocuments([MATHS], { 3: fileMap({ EBook: [notes] }) }, session);
  const card = await screen.findByRole('article', { name: 'Notes' });
  await user.click(within(card).getByRole('button', { name: 'View Notes' }));
  await waitFor(() => expect(read).toHaveLength(1));
  const address = read.pop();
  unmount();
  return address;
}

describe('documents (rules coverage)', () => {
  it('[DOC-DL-8] departure: every institute opens its pdf files through the download address, never the file address', async () => {
    expect(await viewPdf(schoolSession, 'N')).toBe('/api/v1/instFileSystem/downloadFile/101?fileId=77');
    expect(await viewPdf(schoolSession, 'Y')).toBe('/api/v1/instFileSystem/downloadFile/101?fileId=77');
    expect(await viewPdf(coachingSession, 'N')).toBe('/api/v1/instFileSystem/downloadFile/102?fileId=77');
  });
});
