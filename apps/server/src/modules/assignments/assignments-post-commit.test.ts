import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAssignmentDownloadResponse, ZUpdateAssignmentResponse } from '@portal/contract';
import { createDiskFileStore } from '../../lib/file-store/disk-file-store.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { assignmentId, pdfBytes, postUpdate, saveJson, submissionState } from './upload-test-helpers.ts';

/** Keys whose removal fails: the store throws before returning a promise, as an argument check of a store may. */
const failing = new Set<string>();

function storeWithFailingRemoval(dir: string): FileStore {
  const disk = createDiskFileStore(dir);
  return {
    ...disk,
    remove(key) {
      if (failing.has(key)) throw new Error('the store refused to remove the file');
      return disk.remove(key);
    },
  };
}

let t: TestApp;
let tanvi: string;

beforeAll(async () => {
  t = await createTestApp({ fileStore: storeWithFailingRemoval });
  tanvi = (await signIn(t.app, '9000000013')).token!;
});
afterAll(() => t.close());

describe('after the commit [API-ASSIGN-6]', () => {
  it('[API-ASSIGN-6] a failing removal of a replaced file neither fails the committed save nor discards its new files', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const first = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: [5016] }), [{ name: 'old.pdf', body: pdfBytes('old') }]);
    expect(first.statusCode).toBe(200);
    const [old] = (await submissionState(t, map, 5016)).attachments;
    failing.add(old!.file_key!);

    // Keeping nothing replaces old.pdf with new.pdf: the old file's removal throws after the commit.
    const second = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: [5016] }), [{ name: 'new.pdf', body: pdfBytes('new') }]);
    expect(second.statusCode).toBe(200);
    const saved = ZUpdateAssignmentResponse.parse(second.json()).result.student_attachment;
    expect(saved.map((a) => a.attachment_display_name)).toEqual(['new.pdf']);
    const state = await submissionState(t, map, 5016);
    expect(state.attachments.map((a) => a.file_name)).toEqual(['new.pdf']);
    expect(state.pending).toEqual([]);
    expect(await t.files.stat(state.attachments[0]!.file_key!)).toEqual({ size: pdfBytes('new').length });

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v2/onlineAssignment/downloadFile',
      headers: withSession(tanvi),
      payload: { attachmentId_array: [saved[0]!.attachment_id], institute_id: 101 },
    });
    const file = await t.app.inject({ method: 'GET', url: ZAssignmentDownloadResponse.parse(link.json()).result.body });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes('new'))).toBe(true);
  });
});
