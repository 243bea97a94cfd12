// Test support for the bookmarked questions: bookmarks shaped by the contract, MSW handlers for
// API-EXAM-3 and API-EXAM-4, and opening /report?view=bookmarks signed in. Tests only.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ZBookmark, type TBookmark, type TSession } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** A bookmarked single-choice question, bookmarked `hoursAgo` hours before the suite's clock. */
export function bookmark(ques_id: number, overrides: Partial<TBookmark> & { hoursAgo?: number } = {}): TBookmark {
  const { hoursAgo = ques_id, ...rest } = overrides;
  const question = rest.question ?? `<p>What is ${ques_id} + ${ques_id}?</p>`;
  return ZBookmark.parse({
    ques_id,
    question,
    question_mathjax: base64(question),
    description: null,
    description_mathjax: null,
    ques_type: 1,
    options: [1, 2, 3, 4].map((k) => ({ answer_option: `<p>${k * ques_id}</p>`, is_correct: null, answer_choice_option: null })),
    attempt_answer: 'b',
    correct_ans: null,
    feedback_mathjax: null,
    alies_feedback: null,
    is_multi_lingual: 0,
    answer: null,
    media_data: [],
    date_time: new Date(Date.parse('2026-11-21T10:15:00+05:30') - hoursAgo * 3_600_000).toISOString(),
    test_id: 9,
    test_name: 'Science Quiz 3',
    question_order: ques_id,
    ...rest,
  });
}

/** The learner's list, kept by the fake server: a removal takes the question out. */
export function bookmarkHandlers(initial: TBookmark[], removal: { validate: number; message: string } | null = null) {
  let list = [...initial];
  return [
    http.get('/exam-api/student/testLabels/bookmark/:user_id', async ({ request }) => {
      sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: list });
    }),
    http.post('/exam-api/student/testLabels/deleteBookmark', async ({ request }) => {
      const body = (await request.json()) as { student_id: number; question_id: number };
      sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body });
      if (removal) return HttpResponse.json({ statusCode: 200, ...removal });
      list = list.filter((b) => b.ques_id !== body.question_id);
      return HttpResponse.json({ statusCode: 200, validate: 1, message: 'Bookmark removed' });
    }),
  ];
}

export const bookmarkCalls = () => sent.filter((r) => r.url.pathname.includes('/testLabels/bookmark/') || r.url.pathname.endsWith('/deleteBookmark'));

/** Opens /report?view=bookmarks (and `search` after it) signed in, the list answered. */
export async function openBookmarks(list: TBookmark[], options: { session?: TSession; search?: string; removal?: { validate: number; message: string } } = {}) {
  await import('../reports-screen.tsx');
  server.use(...bookmarkHandlers(list, options.removal ?? null));
  const view = await renderApp(`/report?view=bookmarks${options.search ?? ''}`, { session: options.session ?? schoolSession });
  await screen.findByRole('heading', { level: 1, name: 'Bookmarked Questions' });
  return view;
}
