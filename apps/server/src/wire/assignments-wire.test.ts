import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assignmentId, LIST_URL, pdfBytes, postUpdate, saveJson } from '../modules/assignments/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { expectSpecShape, SpecError, specEnvelope } from './spec-shape.ts';

// The six assignment calls, checked against the spec's shapes (issue 12, item 7).

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: withSession(aarav) });

/**
 * S1 §3.3 Attachment: attachment_id, attachment_display_name, attachment_name, attachment_url
 * (present for links) and the size in MB. ASSIGN-DETAIL-6: a link has attachment_url; a file
 * has its size.
 */
const SpecAttachment = z.union([
  z.object({ attachment_id: z.number().int(), attachment_display_name: z.string(), attachment_name: z.string(), attachment_url: z.string().min(1) }),
  z.object({
    attachment_id: z.number().int(),
    attachment_display_name: z.string(),
    attachment_name: z.string(),
    attachment_url: z.null().optional(),
    // MB, not bytes: every demo file is far below 150 MB, and a size keeps at most two decimals.
    size: z
      .number()
      .min(0)
      .max(150)
      .refine((mb) => Math.round(mb * 100) === mb * 100),
  }),
]);

/** S1 §3.1 Assignment list item. */
const SpecListItem = z.object({
  file_id: z.number().int(),
  title: z.string(),
  course_name: z.string(),
  subject_name: z.string(),
  end_date: z.string(),
  days_left: z.number().int(),
  time_left: z.string(),
  student_status: z.string(),
  teacher_status: z.string(),
});

/** S1 §3.2 Assignment detail. */
const SpecDetail = SpecListItem.extend({
  topic_name: z.string().nullable(),
  sub_topic_name: z.string().nullable(),
  description: z.string().nullable(),
  attachment_lists: z.array(SpecAttachment),
  allow_assignment_late_submission: z.enum(['Y', 'N']),
  evaluation_required: z.enum(['Y', 'N']),
  enable_grade: z.string(),
  grade: z.string().nullable(),
  evaluation_marks: z.number().nullable(),
  student_marks: z.number().nullable(),
  teacher_comment: z.string().nullable(),
  student_comment: z.string().nullable(),
});

describe('[issue 12] assignment calls [API-ASSIGN-1..6]', () => {
  it('[API-ASSIGN-1] [issue 12] result.upcoming_online_assignment_list and result.past_online_assignment_list', async () => {
    const res = await t.app.inject({ method: 'POST', url: LIST_URL, headers: withSession(aarav), payload: { category_id: 255, institute_id: 101, student_id: 5001 } });
    expect(res.statusCode).toBe(200);
    const { result } = expectSpecShape(
      specEnvelope(z.object({ upcoming_online_assignment_list: z.array(SpecListItem).min(1), past_online_assignment_list: z.array(SpecListItem).min(1) })),
      res.json(),
    );
    expect(result.past_online_assignment_list.every((i) => i.days_left === -1)).toBe(true);
  });

  it('[API-ASSIGN-2] [ASSIGN-DETAIL-6] [issue 12] result is the detail; a file attachment has its size in MB, a link its attachment_url', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const res = await get(`/api/v2/onlineAssignment/get/101/${id}`);
    expect(res.statusCode).toBe(200);
    const { result } = expectSpecShape(specEnvelope(SpecDetail), res.json());
    const [file, link] = result.attachment_lists as Record<string, unknown>[];
    expect(file).toMatchObject({ attachment_display_name: 'Fractions-worksheet-Class-8.pdf', attachment_url: null, size: expect.any(Number) });
    expect(link).toMatchObject({ attachment_display_name: expect.any(String), attachment_url: expect.stringMatching(/^https:/) });
    expect(file).not.toHaveProperty('file_name');
    expect(file).not.toHaveProperty('file_size');
  });

  it('[API-ASSIGN-3] [API-ASSIGN-4] [issue 12] result.student_attachment, and the result list of solutions, in the attachment fields', async () => {
    const letter = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    const mine = await get(`/api/v2/onlineAssignment/studentAttachmentsDetail/101/5001/${letter}`);
    expect(mine.statusCode).toBe(200);
    expect(expectSpecShape(specEnvelope(z.object({ student_attachment: z.array(SpecAttachment).min(1) })), mine.json()).result.student_attachment).toHaveLength(1);
    const integers = await assignmentId(t, 'Integers practice set 3', 'Class 8 - A');
    const solutions = await get(`/api/v2/onlineAssignment/getAssignmentSolution/101/5001/${integers}`);
    expect(solutions.statusCode).toBe(200);
    expectSpecShape(specEnvelope(z.array(SpecAttachment).min(1)), solutions.json());
  });

  it('[API-ASSIGN-5] [ASSIGN-DETAIL-7] [issue 12] result.body is the address to open', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const { result } = expectSpecShape(specEnvelope(SpecDetail), (await get(`/api/v2/onlineAssignment/get/101/${id}`)).json());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/onlineAssignment/downloadFile',
      headers: withSession(aarav),
      payload: { attachmentId_array: [result.attachment_lists[0]!.attachment_id], institute_id: 101 },
    });
    expect(res.statusCode).toBe(200);
    const link = expectSpecShape(specEnvelope(z.object({ body: z.string().min(1) })), res.json()).result.body;
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
  });

  it('[API-ASSIGN-6] [issue 12] a save answers the envelope with its message; the saved attachments in the attachment fields', async () => {
    const id = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const res = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: [5001] }), [{ name: 'notes.pdf', body: pdfBytes('notes') }]);
    expect(res.statusCode).toBe(200);
    const { result } = expectSpecShape(specEnvelope(z.object({ student_attachment: z.array(SpecAttachment) })), res.json());
    expect(result.student_attachment).toEqual([expect.objectContaining({ attachment_display_name: 'notes.pdf', attachment_name: 'notes.pdf', size: 0.01 })]);
  });

  it('[API-ASSIGN-2] [ERR-GEN-1] [issue 12] a refusal keeps the error shape', async () => {
    const res = await get('/api/v2/onlineAssignment/get/101/999999');
    expect(res.statusCode).toBe(404);
    expectSpecShape(SpecError, res.json());
  });
});
