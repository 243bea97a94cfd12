import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { ATTEMPT_COOKIE, attemptPath, EXAM_PANEL_PREFIX, type TPanelSaveItem } from '@portal/contract';
import type { Answer, QuestionKey } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { CLIENT_HEADERS, withSession } from '../../testing/login-helpers.ts';

/** Test helpers: the panel's calls as the panel page makes them. */

/** Credentials of a call on an attempt: its cookie, a session token, both, or none. */
export type Who = { attempt?: string | null; session?: string | null };

function headersOf(who: Who): Record<string, string> {
  const cookies = [who.attempt ? `${ATTEMPT_COOKIE}=${who.attempt}` : null, who.session ? `portal_session=${who.session}` : null].filter(Boolean);
  return { ...CLIENT_HEADERS, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) };
}

export const postLaunch = (app: FastifyInstance, session: string | null, payload: object) =>
  app.inject({ method: 'POST', url: `${EXAM_PANEL_PREFIX}/launch`, headers: session ? withSession(session) : CLIENT_HEADERS, payload });

/** Enter as the panel window does: with the session cookie of the page that pressed Start (or none). */
export const postEnter = (app: FastifyInstance, session: string | null, launchToken: string) =>
  app.inject({ method: 'POST', url: `${EXAM_PANEL_PREFIX}/enter`, headers: session ? withSession(session) : CLIENT_HEADERS, payload: { launch_token: launchToken } });

const at = (id: number, rest = '') => `${attemptPath(id)}${rest}`;

export const getTime = (app: FastifyInstance, id: number, who: Who) => app.inject({ url: at(id, '/time'), headers: headersOf(who) });

export const putAnswers = (app: FastifyInstance, id: number, who: Who, answers: TPanelSaveItem[] | object[], method: 'PUT' | 'POST' = 'PUT') =>
  app.inject({ method, url: at(id, '/answers'), headers: headersOf(who), payload: { answers } });

export const postSubmit = (app: FastifyInstance, id: number, who: Who, answers?: TPanelSaveItem[]) =>
  app.inject({ method: 'POST', url: at(id, '/submit'), headers: headersOf(who), payload: answers ? { answers } : {} });

export const getResult = (app: FastifyInstance, id: number, who: Who) => app.inject({ url: at(id, '/result'), headers: headersOf(who) });

export const postBookmark = (app: FastifyInstance, id: number, who: Who, questionId: number) =>
  app.inject({ method: 'POST', url: at(id, '/bookmarks'), headers: headersOf(who), payload: { question_id: questionId } });

export const deleteBookmark = (app: FastifyInstance, id: number, who: Who, questionId: number) =>
  app.inject({ method: 'DELETE', url: at(id, `/bookmarks/${questionId}`), headers: headersOf(who) });

/** The launch token in a launch_url's fragment. */
export function launchTokenOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(200);
  const url: string = res.json().data.launch_url;
  return url.slice(url.indexOf('#launch=') + '#launch='.length);
}

/** The attempt cookie an enter set. */
export const attemptCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === ATTEMPT_COOKIE);

/** Start or Resume then enter, as the card's button does; returns the attempt and its cookie. */
export async function openPanel(app: FastifyInstance, session: string, testId: number) {
  const token = launchTokenOf(await postLaunch(app, session, { test_id: testId }));
  const res = await postEnter(app, session, token);
  expect(res.statusCode, res.body).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  const data: any = res.json().data;
  return { attemptId: data.attempt.attempt_id as number, cookie: attemptCookieOf(res)!.value, data, res };
}

export async function testIdByName(db: Kysely<DB>, name: string): Promise<number> {
  return (await db.selectFrom('exam_test').select('id').where('test_name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A test's questions with their stored keys, in order. */
export function questionsOf(db: Kysely<DB>, testId: number) {
  return db
    .selectFrom('exam_test_question as tq')
    .innerJoin('exam_question as q', 'q.id', 'tq.question_id')
    .select(['q.id', 'q.kind', 'q.answer_key', 'q.options'])
    .where('tq.test_id', '=', testId)
    .orderBy('tq.position')
    .execute();
}

/** The right answer to a stored key. */
export function rightAnswer(key: Omit<QuestionKey, 'marks'>): Answer {
  const k = key as QuestionKey;
  switch (k.kind) {
    case 'single':
      return { kind: 'single', choice: k.correct };
    case 'multiple':
      return { kind: 'multiple', choices: [...k.correct] };
    case 'true-false':
      return { kind: 'true-false', value: k.correct };
    case 'numeric':
      return { kind: 'numeric', text: String(k.value) };
    case 'text':
      return { kind: 'text', text: k.accepted[0]! };
    case 'matching':
      return { kind: 'matching', pairs: { ...k.pairs } };
    case 'grid':
      return { kind: 'grid', rows: Object.fromEntries(Object.entries(k.rows).map(([r, c]) => [r, [...c]])) };
  }
}

/** A save item. */
export const item = (question_id: number, answer: Answer | null, seq: number, marked = false): TPanelSaveItem => ({
  question_id,
  answer,
  seq,
  marked_for_review: marked,
});

export const storedAnswer = (db: Kysely<DB>, attemptId: number, questionId: number) =>
  db.selectFrom('exam_answer').selectAll().where('attempt_id', '=', attemptId).where('question_id', '=', questionId).executeTakeFirst();

export const storedAttempt = (db: Kysely<DB>, attemptId: number) => db.selectFrom('exam_attempt').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow();
