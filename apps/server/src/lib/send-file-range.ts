import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/contract';
import { HttpError, notFound } from '../http-error.ts';
import { parseByteRange } from './byte-range.ts';
import { FileNotFoundError, type FileStore } from './file-store/file-store.ts';

export type StoredFile = { key: string; size: number; contentType: string; disposition: string };

/**
 * Answers a stored file, seekable: with one byte range asked, 206 and those bytes (a player's
 * seek, a resumed download), 416 past the end; else the whole file. Never cached (the address is
 * short-lived); nosniff, so a browser takes the declared type and nothing else. A file removed
 * between the caller's look-up and the read (a save replaced it) is 404, not a failure.
 */
export async function sendFileRange(request: FastifyRequest, reply: FastifyReply, files: FileStore, file: StoredFile) {
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, ERROR_CODES.rangeNotSatisfiable, 'Range Not Satisfiable', undefined, { 'content-range': `bytes */${file.size}` });
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', file.disposition)
    .type(file.contentType);
  const body = await files.open(file.key, range ?? undefined).catch((err: unknown) => {
    throw err instanceof FileNotFoundError ? notFound() : err;
  });
  if (!range) return reply.header('content-length', file.size).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
