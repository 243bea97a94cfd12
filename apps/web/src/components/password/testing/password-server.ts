import { http, HttpResponse } from 'msw';
import type { TChangePasswordRequest, TForgotPasswordAccount, TForgotPasswordRequest } from '@portal/contract';
import { fail } from '../../../test/server.ts';

/** What a handler answers: a result for 200, or a failure. */
export type Reply<T> = { result: T } | { status: number; message: string; code?: string };

function respond<T>(reply: Reply<T>, message: string) {
  return 'result' in reply ? HttpResponse.json({ statusCode: 200, message, result: reply.result }) : fail(reply.status, reply.message, reply.code);
}

/** POST /api/v1/changePwd answering `reply`; the bodies it got, oldest first. */
export function changePasswordServer(reply: Reply<null> = { result: null }, delay?: Promise<void>) {
  const bodies: TChangePasswordRequest[] = [];
  const handler = http.post('/api/v1/changePwd', async ({ request }) => {
    bodies.push((await request.json()) as TChangePasswordRequest);
    await delay;
    return respond(reply, 'Password changed successfully,Please Re-Login!');
  });
  return { handler, bodies };
}

/** POST /api/v2/user/forgotPassword answering the replies in turn (the last one repeats). */
export function forgotPasswordServer(replies: Reply<TForgotPasswordAccount[] | null>[], delay?: Promise<void>) {
  const bodies: TForgotPasswordRequest[] = [];
  const handler = http.post('/api/v2/user/forgotPassword', async ({ request }) => {
    bodies.push((await request.json()) as TForgotPasswordRequest);
    await delay;
    const reply = replies[Math.min(bodies.length - 1, replies.length - 1)] ?? { result: null };
    return respond(reply, 'New Password send to your registered mobile number.');
  });
  return { handler, bodies };
}

export const twoAccounts: TForgotPasswordAccount[] = [
  { user_id: 1004, institute_id: 101, name: 'Ishaan Verma', display: 'Student', institute_name: 'Sunrise Public School' },
  { user_id: 1005, institute_id: 102, name: 'Ishaan Verma', display: 'Student', institute_name: 'Apex Coaching Centre' },
];
