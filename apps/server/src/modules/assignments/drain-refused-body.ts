import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused upload's body is still read and dropped before its connection is closed. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Sent before an upload's answer (the route's onSend, so it also covers a refusal by a hook,
 * e.g. a missing session or Source header): when the body has not all arrived, the answer is
 * a refusal and the client is still sending (decision 026). The rest of the body is read and
 * dropped, so a browser that sends a little more still gets the answer rather than a reset
 * connection, and the connection stays usable; past DRAIN_LIMIT_BYTES the reading stops and
 * the connection is closed once the answer has gone out, so a refused 150 MB upload costs the
 * server 1 MiB of reading, not the whole transfer (Node itself would read the rest for up to
 * the 15-minute requestTimeout). The answer was written before the close, so the client can
 * read it. The drain is bounded in time too: plugins/body-timeout.ts closes the socket when the
 * rest has not arrived REFUSED_BODY_MS (5 s) after the answer (decision 029).
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  // readableEnded: an inject() request has no `complete`.
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let drained = 0;
  let closing = false;
  const close = () => raw.destroy();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained <= DRAIN_LIMIT_BYTES || closing) return;
    closing = true;
    raw.pause();
    const answer = reply.raw;
    if (answer.writableFinished || answer.destroyed) close();
    else {
      answer.once('finish', close);
      answer.once('close', close);
    }
  });
  raw.resume();
}
