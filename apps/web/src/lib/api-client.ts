import type { TErrorBody } from '@portal/contract';
import { errorToShow, forbidsSession } from '@portal/domain/errors/status-message';
import { showMessageToast } from './message-toast.ts';
import { serverMessage } from './server-message.ts';
import { endSession, getSession } from './session-store.ts';

/** A failed call. `status` is null when no answer came back (offline, timeout). */
export class ApiError extends Error {
  /** True once the failure was shown to the user (a 403 logout), so callers stay quiet. */
  handled = false;

  constructor(
    readonly status: number | null,
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? (status === null ? 'No response' : `HTTP ${status}`));
    this.name = 'ApiError';
  }

  get responded(): boolean {
    return this.status !== null;
  }
}

/**
 * The services the spec puts on other hosts, mounted on this server under their own prefixes
 * (ARCHITECTURE, decision 036): the exam service under /exam-api. The product store keeps the
 * spec's own /prod paths on the main API. Same origin by default; a deployment that moves a
 * service to its own host changes its line here.
 */
export const SERVICE_BASE = { main: '', exam: '/exam-api' } as const;
export type Service = keyof typeof SERVICE_BASE;

export type RequestOptions = {
  /** Which service answers the path (default the main API). */
  service?: Service;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A 403 ends the session [SESSION-FORBID-1]; the login call itself opts out. */
  endSessionOn403?: boolean;
  /** Headers a call of the spec carries besides the usual ones (x-prod-inst-id [API-LIVE-4]). */
  headers?: Record<string, string>;
};

type TemporalNow = { Now: { timeZoneId(): string } };
let zone: string | null = null;

/**
 * The browser's time zone, read once per page. Temporal answers it at once where the browser has
 * it; the page's first Intl.DateTimeFormat builds the browser's date patterns, 40 ms and more on
 * a phone, which held the login page's main thread on its first call (issue 14).
 */
export function browserTimeZone(): string {
  if (zone !== null) return zone;
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    zone = temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    zone = 'UTC';
  }
  return zone;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A 403 on an authenticated call logs out and shows the server's message [SESSION-FORBID-1/2] [ERR-GEN-1]. */
function endForbiddenSession(error: ApiError) {
  if (!getSession()) return;
  endSession('forbidden');
  showMessageToast(serverMessage(error) ?? errorToShow({ status: 403, message: error.serverMessage }));
  error.handled = true;
}

/**
 * The one way to call the server: same origin, the session cookie, TimeZone and Source: WEB on
 * every call [API-HDR-1] [API-HDR-3]. Answers outside 2xx become an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${SERVICE_BASE[options.service ?? 'main']}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', TimeZone: browserTimeZone(), Source: 'WEB' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  const forward = () => controller.abort();
  options.signal?.addEventListener('abort', forward);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    body = await readBody(response);
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // Cancelled by the caller, not a failure.
    throw new ApiError(null, null, null);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }
  if (!response.ok) throw answerError(response.status, body, options.endSessionOn403 !== false);
  return body as T;
}

/** An answer outside 2xx as an ApiError, its body read as the error body; a 403 ends the session unless told not to. */
function answerError(status: number, body: unknown, endSessionOn403: boolean): ApiError {
  const err = (body ?? {}) as Partial<TErrorBody>;
  const error = new ApiError(status, typeof err.message === 'string' ? err.message : null, typeof err.code === 'string' ? err.code : null);
  if (forbidsSession(status) && endSessionOn403) endForbiddenSession(error);
  return error;
}

/**
 * A failed answer of a request made outside apiRequest (a file's first byte, before the browser
 * saves it) as apiRequest would have thrown it: its message and code, a 403 ending the session.
 */
export async function failedAnswer(response: Response): Promise<ApiError> {
  return answerError(response.status, await readBody(response).catch(() => null), true);
}
