import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body may take as long as the server's requestTimeout (15 minutes: the
     * homework upload, decision 026); every other request must be received within the app's
     * body timeout.
     */
    longBody?: boolean;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** How long the body of any request but a long-body route's may take to arrive once its headers are in (Node's headersTimeout covers those). */
export const BODY_TIMEOUT_MS = 30_000;

/**
 * How long the rest of a body may still take once the request has been answered without it (a
 * refusal: no session, a parent's upload), on any route, the upload's included (decision 029).
 * drainRefusedBody bounds the same drain in bytes (1 MiB).
 */
export const REFUSED_BODY_MS = 5_000;

// What Node itself answers when its requestTimeout expires.
const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Node's requestTimeout is one value for the whole server, and it must be 15 minutes for the
 * upload route. Every other request gets a shorter limit here (decision 026): a timer armed
 * when the request starts (onRequest). When it fires before the request's body has been
 * received in full, the socket gets Node's own 408 (unless an answer has begun) and is
 * destroyed, so a client trickling a body cannot hold a socket for 15 minutes — whether
 * Fastify parses the body or a handler streams it, and also while Node reads and drops the
 * rest of a body that was answered early. A slow handler is never cut: its body is complete.
 * The timer is cleared with the answer once the body is complete (onResponse). An answer sent
 * before the body has all arrived (a refusal) leaves the rest refusedBodyMs to arrive, then
 * the socket is destroyed: a sender trickling a refused upload no longer holds it for the
 * upload's 15 minutes (decision 029). Requests made with inject() have no socket and are left
 * alone.
 */
export function registerBodyTimeout(
  app: FastifyInstance,
  { bodyMs = BODY_TIMEOUT_MS, refusedBodyMs = REFUSED_BODY_MS }: { bodyMs?: number | undefined; refusedBodyMs?: number | undefined } = {},
): void {
  const timeoutMs = bodyMs;
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    if (request.routeOptions.config?.longBody || !(socket instanceof Socket)) return done();
    const timer = setTimeout(() => {
      timers.delete(request);
      if (request.raw.complete || socket.destroyed) return;
      request.log.warn({ timeoutMs }, 'request body not received in time: connection closed');
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_ANSWER);
      socket.destroy();
    }, timeoutMs);
    // Never keeps the process alive on its own (a test's or a stopping server's).
    timer.unref();
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const timer = timers.get(request);
    if (timer && request.raw.complete) {
      clearTimeout(timer);
      timers.delete(request);
    }
    const socket = request.raw.socket;
    if (!request.raw.complete && socket instanceof Socket && !socket.destroyed) {
      const drain = setTimeout(() => {
        // Checked again: a body that arrived meanwhile leaves a keep-alive socket to the next request.
        if (request.raw.complete || socket.destroyed) return;
        request.log.warn({ refusedBodyMs }, 'rest of a refused body not received in time: connection closed');
        socket.destroy();
      }, refusedBodyMs);
      drain.unref();
      request.raw.once('end', () => clearTimeout(drain));
    }
    done();
  });
}
