// The exam load bench's client (exam-load.mjs): the requests as the browser sends them, their
// answers decoded, the launch token and cookies read, and the warm-up starts before the window.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INSTITUTE, TIME_ZONE } from './exam-load-setup.mjs';

// The calls (packages/contract: EXAM_PANEL_PREFIX, ATTEMPT_COOKIE; plugins/auth.ts: SESSION_COOKIE).
export const PANEL = '/exam-api/panel';
export const SESSION_COOKIE = 'portal_session';
export const ATTEMPT_COOKIE = 'portal_attempt';
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One request on the keep-alive agent, as the browser's same-origin fetch sends it (Source: WEB,
 * TimeZone, Origin and Sec-Fetch-Site of the page: decision 028). ms runs from the call (a wait
 * for a free connection of the agent included) to the last byte of the answer; waitMs is that wait.
 * Never rejects: a network failure or a timeout is status 0 with the reason in body.
 */
export function send(agent, port, method, path, cookie, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    accept: 'application/json',
    source: 'WEB',
    timezone: TIME_ZONE,
    origin: `http://127.0.0.1:${port}`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'user-agent': 'portal-exam-bench',
    // As Chromium asks: should the server compress its answers (issue 14), the bench pays for
    // it as a browser's server would.
    'accept-encoding': 'gzip, deflate, br, zstd',
    cookie,
  };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const started = performance.now();
    let waitMs = 0;
    let done = false;
    const finish = (r) => {
      if (done) return;
      done = true;
      resolve({ ...r, ms: performance.now() - started, waitMs });
    };
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: decoded(res.headers['content-encoding'], Buffer.concat(chunks)) }));
      res.on('error', (err) => finish({ status: 0, headers: {}, body: `response error: ${err.message}` }));
    });
    req.once('socket', () => (waitMs = performance.now() - started));
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => finish({ status: 0, headers: {}, body: `network: ${err.message}` }));
    req.end(payload);
  });
}

/** An answer's body as text, decompressed as its Content-Encoding says. */
export function decoded(encoding, raw) {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

export const sleepUntil = (t) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));
export const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The launch token in the fragment of a launch answer's panel address, or null. */
export function launchToken(launch) {
  const url = parse(launch.body)?.data?.launch_url;
  return typeof url === 'string' && url.includes('#') ? new URLSearchParams(url.slice(url.indexOf('#') + 1)).get('launch') : null;
}

/**
 * Before the window, not measured: other students (BENCH_EXAM_WARM_UP, 64) start another copy of
 * the test, so the server has run exam starts before (its start path compiled, its statements
 * planned on every connection), as on any morning but the first after a restart; the measured
 * test's own content is still cold. BENCH_EXAM_WARM_UP=0 measures the server freshly started.
 */
export async function warmUp(agent, o, prep) {
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < prep.warmUp.length) {
      const session = `${SESSION_COOKIE}=${prep.warmUp[next++].token}`;
      const launch = await send(agent, o.port, 'POST', `${PANEL}/launch`, session, { test_id: prep.warmUpTestId, test_institute_id: INSTITUTE });
      const token = launchToken(launch);
      const enter = token ? await send(agent, o.port, 'POST', `${PANEL}/enter`, session, { launch_token: token }) : launch;
      if (enter.status !== 200) failures.push(`${enter.status} ${enter.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  if (failures.length > 0) throw new Error(`the warm-up start failed for ${failures.length} students: ${failures[0]}`);
}

export function cookieValue(setCookie, name) {
  for (const c of setCookie ?? []) {
    const [pair] = c.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}
