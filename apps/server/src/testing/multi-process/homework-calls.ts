import {
  ASSIGNMENT_CATEGORY_ID,
  ZAssignmentDownloadResponse,
  ZAssignmentListResponse,
  ZUpdateAssignmentResponse,
} from '@portal/contract';
import { answer, call, homeworkForm, type SignedIn } from './portal-client.ts';

const ASSIGNMENTS = '/api/v2/onlineAssignment';
export const ASSIGNMENT_LIST_PATH = `${ASSIGNMENTS}/student/getAssignmentsDetail`;

/** The list request of the web client [API-ASSIGN-1] for the signed-in student. */
export const listBody = (who: SignedIn) => ({ category_id: ASSIGNMENT_CATEGORY_ID, institute_id: who.instituteId, student_id: who.studentId });

/** A status answer that must be 200: otherwise the error names the call and shows the body. */
async function ok(what: string, res: Promise<Response>): Promise<unknown> {
  const { status, body } = await answer(res);
  if (status !== 200) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

/** An assignment the student may still save work on (pending or draft), from the list [API-ASSIGN-1]. */
export async function openAssignmentId(base: string, who: SignedIn): Promise<number> {
  const list = ZAssignmentListResponse.parse(await ok('assignment list', call(base, who, ASSIGNMENT_LIST_PATH, { json: listBody(who) })));
  const open = list.result.upcoming_online_assignment_list.find((x) => x.student_status === 'Pending' || x.student_status === 'Draft');
  if (!open) throw new Error('the demo student has no open assignment');
  return open.file_id;
}

/** Saves a draft with one file [API-ASSIGN-6]; the new attachment's id. */
export async function saveDraftWithFile(base: string, who: SignedIn, fileId: number, file: { name: string; type: string; bytes: Buffer }): Promise<number> {
  const fileJson = {
    institute_id: who.instituteId,
    category_id: ASSIGNMENT_CATEGORY_ID,
    studentId_array: [who.studentId],
    file_id: fileId,
    student_status: 'Draft',
    attachmentId_array: [],
    url_lists: [],
  };
  const form = homeworkForm(fileJson, file);
  const saved = ZUpdateAssignmentResponse.parse(await ok('homework save', call(base, who, `${ASSIGNMENTS}/student/updateAssignment`, { form })));
  const attachment = saved.result.student_attachment.find((x) => x.attachment_name === file.name);
  if (!attachment) throw new Error(`the save did not list ${file.name}: ${JSON.stringify(saved.result)}`);
  return attachment.attachment_id;
}

/** The short-lived signed address of an attachment [API-ASSIGN-5], root-relative. */
export async function downloadAddress(base: string, who: SignedIn, attachmentId: number): Promise<string> {
  const json = { attachmentId_array: [attachmentId], institute_id: who.instituteId };
  return ZAssignmentDownloadResponse.parse(await ok('download link', call(base, who, `${ASSIGNMENTS}/downloadFile`, { json }))).result.body;
}
