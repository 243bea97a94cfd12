import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { assignmentId, largePdf, multipartBody, saveJson, storedFiles, UPDATE_URL } from './upload-test-helpers.ts';

const BODY_BYTES = 64 * 1024 * 1024;

let t: TestApp;
let port: number;
let parent: string;
let map: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Streams a 64 MiB upload over a raw socket (Node's own HTTP client stops sending once it has
 * the answer; a browser keeps going) until the server closes it; resolves with what the
 * server wrote and how many bytes of the body went out.
 */
async function refusedUpload(headers: Record<string, string>): Promise<{ answer: string; sent: number }> {
  const body = multipartBody(saveJson({ file_id: map, studentId_array: [5001] }), [{ name: 'big.pdf', body: largePdf(BODY_BYTES) }]);
  let length = 0;
  for await (const chunk of body.stream()) length += (chunk as Buffer).length;
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (c: Buffer) => (answer += c.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', resolve));
  const head = Object.entries({ ...headers, 'content-type': body.contentType, 'content-length': String(length) })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(`POST ${UPDATE_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}\r\n`);
  let sent = 0;
  const stream = body.stream();
  for await (const chunk of stream) {
    if (!socket.writable) break;
    const flowing = socket.write(chunk);
    sent += (chunk as Buffer).length;
    if (!flowing) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
  }
  stream.destroy();
  // A server that read it all keeps the connection open: give it a moment, then hang up.
  await Promise.race([closed, sleep(1000)]);
  socket.destroy();
  return { answer, sent };
}

describe('a refused upload is answered without reading it all [API-ASSIGN-6]', () => {
  it('[ASSIGN-PARENT-1] [API-ASSIGN-6] refused by the route (a parent) or by a hook (no Source header): the client reads the answer, the socket closes long before 64 MiB', async () => {
    const before = await storedFiles(t);
    const cases: [Record<string, string>, string][] = [
      [withSession(parent), 'PARENT_NOT_ALLOWED'],
      [{ ...withSession(parent), source: '' }, 'SOURCE_REQUIRED'],
    ];
    for (const [headers, code] of cases) {
      const { answer, sent } = await refusedUpload(headers);
      expect(answer, code).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, code).toContain(`"code":"${code}"`);
      // 1 MiB drained plus what the sockets' buffers held; without the limit all 64 MiB go through.
      expect(sent, code).toBeLessThan(BODY_BYTES / 4);
    }
    expect(await storedFiles(t)).toEqual(before);
    // The server still answers.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 60_000);
});
