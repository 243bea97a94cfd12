// Test support for the study materials screen: course types and trees shaped by the contract and
// the MSW handlers of API-STUDY-1/2, API-DOC-3 and API-VIDEO-1. Not part of the app bundle (tests only).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ZStudyMaterial, ZStudyTopic, type TCourseType, type TSession, type TStudyMaterial, type TStudyMaterialMap, type TStudyTopic } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, ok, sent, server } from '../../../test/server.ts';

let nextId = 100;

export function material(title: string, overrides: Partial<TStudyMaterial> = {}): TStudyMaterial {
  return ZStudyMaterial.parse({
    title,
    student_file_share_date: '2026-11-10T10:00:00+05:30',
    file_name: `${title.replace(/\W+/g, '-')}.pdf`,
    file_id: nextId++,
    category_name: 'Notes',
    is_readonly: 'N',
    videoID: null,
    is_vdocipher: false,
    is_vimeo: false,
    youtubeVideoID: null,
    posterList: [],
    video_url: null,
    ...overrides,
  });
}

const emptyMap = (): TStudyMaterialMap => ({ Assignment: [], Other: [], Images: [], Slides: [], Notes: [], PreviousYearQuestionsPaper: [], EBook: [], Exam: [], AudioNotes: [], Vimeo: [], YoutubeURL: [], VDOCipher: [] });

export function topic(topicId: number, topicName: string, map: Partial<TStudyMaterialMap> = {}, subtopicList: TStudyTopic[] = [], subject: [number, string] = [1, 'Mathematics']): TStudyTopic {
  return ZStudyTopic.parse({ subjectId: subject[0], subjectName: subject[1], topicId, topicName, subtopicList, studyMaterialMap: { ...emptyMap(), ...map } });
}

export const course = (id: number, name: string, productId: number | null = null): TCourseType => ({ course_type_id: id, course_type: name, isPaid: productId === null ? 'N' : 'Y', product_id: productId });

export const studyRequests = (path: string) => sent.filter((r) => r.url.pathname === path);
export const MATERIAL_PATH = '/api/v1/instFileSystem/get-study-material';

/** An answer of API-STUDY-2: a tree, or a refusal [status, message, code]. */
export type TreeAnswer = TStudyTopic[] | [number, string, string?];

/** API-STUDY-1 answering `courses`; API-STUDY-2 answering each course id's tree; downloads and tokens answered. */
export function studyHandlers(courses: TCourseType[], trees: Record<number, TreeAnswer>) {
  return [
    http.get('/api/v1/instFileSystem/get-student-ecourses/:inst/:id', ({ request }) => {
      sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
      return HttpResponse.json(courses);
    }),
    http.post(MATERIAL_PATH, async ({ request }) => {
      const body = (await request.json()) as { ecourse_id: number };
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body });
      const answer = trees[body.ecourse_id] ?? [];
      return answer.length > 0 && typeof answer[0] === 'number' ? fail(answer[0], answer[1] as string, answer[2] as string | undefined) : ok(answer);
    }),
    http.get('/api/v1/instFileSystem/downloadFile/:inst', ({ request }) => {
      sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
      return new HttpResponse(new Uint8Array([37]), { status: 206, headers: { 'content-range': 'bytes 0-0/10' } });
    }),
    http.post('/api/v1/instFileSystem/fileDownloadCount', async ({ request }) => {
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: await request.json() });
      return ok(null);
    }),
    http.post('/api/v1/instFileSystem/videoOTP', async ({ request }) => {
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: await request.json() });
      return HttpResponse.json({ status: 403, message: 'This video is not available to you' });
    }),
  ];
}

/** Opens /studymaterial as `session` with the study calls answered. */
export async function openStudy(courses: TCourseType[], trees: Record<number, TreeAnswer>, session: TSession = schoolSession, language?: string) {
  await Promise.all([import('../study-screen.tsx'), import('../../../locales/study/en.json')]);
  server.use(...studyHandlers(courses, trees));
  const view = await renderApp('/studymaterial', { session, language });
  await screen.findByRole('heading', { level: 1 });
  return view;
}
