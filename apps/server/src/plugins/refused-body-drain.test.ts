import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_URL } from '../modules/assignments/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

// The time a refused body may still take to arrive, short here so the test runs fast; the
// server's default is 5 s (decision 029).
const DRAIN_MS = 300;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ refusedBodyMs: DRAIN_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Starts a request announcing `length` bytes of body and sends one byte every 50 ms (the socket
 * is never silent, and 1 MiB is never reached); resolves once the server closes the socket or
 * `waitMs` have passed, with what the server wrote.
 */
async function trickle(head: string, waitMs: number): Promise<{ closed: boolean; answer: string; elapsed: number }> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const start = Date.now();
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write('x'), 50);
  const result = await Promise.race([closed, sleep(waitMs).then(() => false)]);
  clearInterval(timer);
  socket.destroy();
  return { closed: result, answer, elapsed: Date.now() - start };
}

describe('the rest of a refused body is bounded in time (decision 029)', () => {
  it('[issue 12] updateAssignment without a session: 403 at once, then the socket is closed after the drain time, not the 15-minute upload limit', async () => {
    const head =
      `POST ${UPDATE_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nSource: WEB\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 150000000\r\n\r\n--x\r\n`;
    // Closed within 10 s (a busy machine's margin over the 300 ms bound), not after 15 minutes.
    const { closed, answer, elapsed } = await trickle(head, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(closed).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(DRAIN_MS - 50);
    // The server still answers on a new connection.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
