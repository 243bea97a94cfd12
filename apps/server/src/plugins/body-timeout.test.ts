import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUpdateAssignmentResponse } from '@portal/contract';
import { assignmentId, multipartBody, saveJson, UPDATE_URL } from '../modules/assignments/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';

const LIMIT_MS = 300;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ bodyTimeoutMs: LIMIT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends a JSON POST whose 1000-byte body trickles in a byte every 50 ms (the socket is never
 * silent) and resolves with what the server wrote and whether it closed the socket within `waitMs`.
 */
async function trickleJson(path: string, waitMs: number): Promise<{ closed: boolean; answer: string; elapsed: number }> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const start = Date.now();
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nSource: WEB\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user_name":`,
  );
  const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
  const result = await Promise.race([closed, sleep(waitMs).then(() => false)]);
  clearInterval(trickle);
  socket.destroy();
  return { closed: result, answer, elapsed: Date.now() - start };
}

describe('the body timeout: 15 minutes for the upload only [API-ASSIGN-6]', () => {
  it('[API-ASSIGN-6] a JSON body trickling past the limit is cut: 408 and the socket closed', async () => {
    const { closed, answer, elapsed } = await trickleJson('/api/v2/user/v3/login', 5000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(elapsed).toBeLessThan(3000);
    // The server still answers on a new connection.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('[API-ASSIGN-6] the upload route keeps the long limit: a body that takes longer than the short one is saved', async () => {
    const token = (await signIn(t.app, '9000000013')).token!;
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const body = multipartBody(saveJson({ file_id: map, studentId_array: [5016], url_lists: [{ display_name: 'Atlas', url: 'https://atlas.example.com' }] }));
    const chunks: Buffer[] = [];
    for await (const chunk of body.stream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: UPDATE_URL, headers: { ...withSession(token), 'content-type': body.contentType, 'content-length': bytes.length } },
        (answer) => {
          let text = '';
          answer.on('data', (c: Buffer) => (text += c.toString()));
          answer.on('end', () => resolve({ status: answer.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.write(bytes.subarray(0, 40));
      void sleep(LIMIT_MS * 3).then(() => req.end(bytes.subarray(40)));
    });
    expect(res.status).toBe(200);
    expect(ZUpdateAssignmentResponse.parse(JSON.parse(res.text)).result.student_attachment.map((a) => a.attachment_display_name)).toEqual(['Atlas']);
  });

  it('[API-ASSIGN-6] a request whose body arrived in time is answered normally', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/user/v3/login`, {
      method: 'POST',
      headers: { source: 'WEB', 'content-type': 'application/json' },
      body: '{"user_name":',
    });
    expect(res.status).toBe(400);
  });
});
