// MSW handlers for the panel's calls (contract exam-panel.ts) and opening the panel page. Tests only.
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { TPanelEnter, TPanelResult, TPanelSaveItem, TPanelSavedAnswer, TSession } from '@portal/contract';
import { saveAnswersPath } from '@portal/contract/exam-panel-wire';
import { SERVICE_BASE } from '../../../../lib/api-client.ts';
import { coachingSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fail, sent, server } from '../../../../test/server.ts';
import { createMemoryAnswerStore } from '../store/memory-answer-store.ts';
import { provideAnswerStore } from '../store/open-answer-store.ts';
import { ATTEMPT_ID, enterData } from './panel-fixtures.ts';

const PANEL = '/exam-api/panel';
type Reply = ((items: TPanelSaveItem[]) => Response | Promise<Response>) | 'network';

async function record(request: Request) {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

/** The batches of answers the panel sent (saves), in order. */
export const savedBatches = () => sent.filter((r) => r.url.pathname === `${SERVICE_BASE.exam}${saveAnswersPath(ATTEMPT_ID)}`).map((r) => (r.body as { answers: TPanelSaveItem[] }).answers);
export const callsTo = (suffix: string) => sent.filter((r) => r.url.pathname.startsWith(`${PANEL}${suffix}`));

/** A save's answer: every item acknowledged with its seq, nothing newer held (contract ZPanelSaveResponse). */
export const accepted = (items: TPanelSaveItem[], extra: { newer?: TPanelSavedAnswer[]; saved?: { question_id: number; seq: number }[] } = {}) =>
  HttpResponse.json({
    statusCode: 200,
    message: 'OK',
    data: { saved: extra.saved ?? items.map((i) => ({ question_id: i.question_id, seq: i.seq })), seconds_left: 2600, ms_left: 2_600_000, server_now_ms: Date.now(), newer: extra.newer ?? [] },
  });
const accept = (items: TPanelSaveItem[]) => accepted(items);

export type PanelServer = {
  /** The next answers of the save call, in order; then every save is accepted. */
  saves: Reply[];
  /** The next answers of the submit call, in order; then every submit is taken. */
  submits: Reply[];
  /** How long GET .../time takes to answer (a slow network). */
  timeDelayMs?: number;
  enter: TPanelEnter | (() => Response);
  store: ReturnType<typeof createMemoryAnswerStore>;
  /** What GET .../time says is left (ms); by default what enter said. */
  timeLeftMs?: number;
  /** Other devices' answers GET .../time returns. */
  newer: TPanelSavedAnswer[];
  /** GET .../result: the published result, or none (409 pending). */
  result?: TPanelResult;
};

/** Answers every panel call; the test changes `saves` and `enter` for what it is about. */
export function panelServer(enter: TPanelEnter | (() => Response) = enterData()): PanelServer {
  const state: PanelServer = { saves: [], submits: [], enter, store: createMemoryAnswerStore(), newer: [] };
  const timeLeftMs = () => state.timeLeftMs ?? (typeof state.enter === 'function' ? 2_600_000 : state.enter.attempt.deadline_ms - state.enter.attempt.server_now_ms);
  provideAnswerStore(state.store);
  server.use(
    http.post(`${PANEL}/launch`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: { launch_url: '/my-account/test-panel#launch=relaunched', mode: 'attempt', expires_in_seconds: 60 } });
    }),
    http.post(`${PANEL}/enter`, async ({ request }) => {
      await record(request);
      return typeof state.enter === 'function' ? state.enter() : HttpResponse.json({ statusCode: 200, message: 'OK', data: state.enter });
    }),
    http.get(`${PANEL}/attempts/:id/time`, async ({ request }) => {
      await record(request);
      const ms = timeLeftMs();
      const now = Date.now();
      if (state.timeDelayMs) await delay(state.timeDelayMs);
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: { status: 'in_progress', seconds_left: Math.ceil(ms / 1000), ms_left: ms, deadline_ms: now + ms, server_now_ms: now, newer: state.newer } });
    }),
    http.put(`${PANEL}/attempts/:id/answers`, async ({ request }) => {
      await record(request);
      const items = ((await request.clone().json()) as { answers: TPanelSaveItem[] }).answers;
      const reply = state.saves.shift() ?? accept;
      return reply === 'network' ? HttpResponse.error() : reply(items);
    }),
    http.post(`${PANEL}/attempts/:id/submit`, async ({ request }) => {
      await record(request);
      const next = state.submits.shift();
      if (next === 'network') return HttpResponse.error();
      if (next) return next(((await request.clone().json()) as { answers?: TPanelSaveItem[] }).answers ?? []);
      const data = enterData();
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: { attempt: { ...data.attempt, status: 'submitted', finished_at_ms: Date.now() }, result: null } });
    }),
    // The result of an attempt found ended: not published unless a test says otherwise.
    http.get(`${PANEL}/attempts/:id/result`, async ({ request }) => {
      await record(request);
      return state.result ? HttpResponse.json({ statusCode: 200, message: 'OK', data: state.result }) : fail(409, 'Your result will show once the institute publishes it.', 'EXAM_RESULT_PENDING');
    }),
    http.post(`${PANEL}/attempts/:id/bookmarks`, async ({ request }) => {
      await record(request);
      const { question_id } = (await request.clone().json()) as { question_id: number };
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: { question_id, bookmarked: true } });
    }),
    http.delete(`${PANEL}/attempts/:id/bookmarks/:questionId`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ statusCode: 200, message: 'OK', data: { question_id: Number(params.questionId), bookmarked: false } });
    }),
  );
  return state;
}

export const signInRequired = () => fail(401, 'Please sign in again to continue the test. Your answers are kept.', 'PANEL_SIGN_IN');

/** Opens /my-account/test-panel with a launch token in its fragment (or what `hash` says: a query, nothing), signed in as a coaching student. */
export async function openPanel(options: { hash?: string; session?: TSession } = {}) {
  await import('../panel-page.tsx');
  const view = await renderApp(`/test-panel${options.hash ?? '#launch=tok-1'}`, { session: options.session ?? coachingSession });
  return view;
}

/** Waits for the question heading. */
export const questionHeading = (n: number, total = 7) => screen.findByRole('heading', { level: 2, name: `Question ${n} of ${total}` });
