import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { CLIENT_HEADERS, DEVICE, PASSWORD } from '../login-helpers.ts';

export const LOGIN_PATH = '/api/v2/user/v3/login';
export const LOGOUT_PATH = '/api/v1/alternateLogin/logout';
export const SESSION_PATH = '/api/v1/session';

/** A signed-in browser: the cookie it sends back, and the session the login answered. */
export type SignedIn = { cookie: string; studentId: number; instituteId: number };

/**
 * The login call as the web client makes it (JSON body, Source and TimeZone headers), over real
 * HTTP: `extra` adds headers such as a forged X-Forwarded-For.
 */
export function attemptLogin(base: string, userName: string, password = PASSWORD, extra: Record<string, string> = {}) {
  return fetch(`${base}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', ...extra },
    body: JSON.stringify({ user_name: userName, password, device_id: DEVICE, source: 'WEB' }),
  });
}

/** A login that must open a session; the session cookie is read from Set-Cookie as a browser would. */
export async function signIn(base: string, userName: string): Promise<SignedIn> {
  const res = await attemptLogin(base, userName);
  const body = (await res.json()) as { result?: { student_id: number | null; institute_id: number } };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !cookie || !body.result) {
    throw new Error(`login as ${userName} at ${base} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return { cookie: cookie.split(';')[0]!, studentId: body.result.student_id!, instituteId: body.result.institute_id };
}

export type CallOptions = { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> };

/** A call of a signed-in client: the cookie and the client headers, a JSON or multipart body. */
export function call(base: string, who: SignedIn | null, path: string, options: CallOptions = {}) {
  const { method = options.json || options.form ? 'POST' : 'GET', json, form, headers = {} } = options;
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...CLIENT_HEADERS,
      ...(who ? { cookie: who.cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
}

/** The answer's status and JSON body together, so an assertion's message shows both. */
export async function answer(res: Response | Promise<Response>): Promise<{ status: number; body: unknown }> {
  const r = await res;
  const text = await r.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: r.status, body };
}

/**
 * A homework save with one file, as the browser's FormData sends it [API-ASSIGN-6]: fileJson
 * as a text part, the file as a part named `files` with its name and type.
 */
export function homeworkForm(fileJson: unknown, file: { name: string; type: string; bytes: Buffer }): FormData {
  const form = new FormData();
  form.append('fileJson', JSON.stringify(fileJson));
  // A copy typed on a plain ArrayBuffer: Blob does not take a Buffer that may share memory.
  form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
