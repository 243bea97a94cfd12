// Issue 33: the spec's deployment constants (CONST-ENV, CONST-HOST), which we replace: one
// server, configured by plain variables, serving every service the spec puts on another host
// (ARCHITECTURE "Wire compatibility", decision 036), and no analytics script (the page's CSP).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAM_API_PREFIX, EXAM_DESK_PREFIX, EXAM_PANEL_PREFIX, SCORE_CARD_PDF_PATH, SOLUTIONS_PDF_PATH } from '@portal/contract';
import { loadConfig } from './config.ts';
import { withSession } from './testing/login-helpers.ts';
import { useSignedInApp } from './testing/signed-in-app.ts';

const t = useSignedInApp({ aarav: '9000000001' });
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe('deployment', () => {
  it('[CONST-HOST-1] departure: every host of the spec (exam API and its variant, store, bookmarks, video, test panel, score panel, report PDFs) is a path of this one server', async () => {
    // Answered for the signed-in learner, on this app.
    const get = (url: string) => t.app.inject({ url, headers: withSession(t.tokens.aarav) });
    for (const url of [
      `${EXAM_API_PREFIX}/student/testLabels`,
      `${EXAM_DESK_PREFIX}/student/testLabels`,
      '/prod/student-product/my-products',
      `${EXAM_API_PREFIX}/student/testLabels/bookmark/1001`,
      `${EXAM_API_PREFIX}/examPanel/time`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    // Registered here (their answers need a video, a test or a report of the learner).
    for (const [method, url] of [
      ['GET', '/prod/vimeo/download-links/:vimeo_video_id'],
      ['POST', `${EXAM_PANEL_PREFIX}/launch`],
      ['GET', SCORE_CARD_PDF_PATH],
      ['GET', SOLUTIONS_PDF_PATH],
      ['GET', `${SOLUTIONS_PDF_PATH}/:download`],
    ] as const) {
      expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
  });

  it('[CONST-ENV-1] departure: no named environments (testbed, prod, demo, uat, sit); the same variables configure every deployment', () => {
    const plain = loadConfig({}, '/srv/portal');
    for (const name of ['testbed', 'prod', 'demo', 'uat', 'sit']) {
      expect(loadConfig({ NODE_ENV: name, APP_ENV: name, ENVIRONMENT: name, ENV: name }, '/srv/portal'), name).toEqual(plain);
    }
    expect(loadConfig({ PORT: '8080' }, '/srv/portal').port).toBe(8080);
  });

  it('[CONST-ENV-3] departure: no page-analytics script in any deployment: the page loads only its own scripts, and may call only its own origin', async () => {
    const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    const index = readFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');
    const scripts = [...index.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script type="module" src="/src/main.tsx">']);
  });
});
