import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type TErrorBody } from '@portal/contract';
import { HttpError, type FieldError } from '../http-error.ts';
import { applySecurityHeaders } from './security.ts';

// zod 4 says "Invalid input: expected string, received undefined" for a missing field;
// the person reading the toast is better served by "user_name: Required".
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
});

function send(reply: FastifyReply, body: TErrorBody, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

function validationErrors(err: FastifyError): FieldError[] {
  const where = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || where, message: v.message ?? 'Invalid value' };
  });
}

/**
 * One error handler and one not-found handler for the whole app. Bodies always have the
 * ZErrorBody shape; a 5xx carries no detail (the log has it) [ERR-STATUS-5].
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      const body: TErrorBody = { statusCode: err.statusCode, message: err.message, code: err.code };
      if (err.errors) body.errors = err.errors;
      return send(reply, body, err.headers);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const errors = validationErrors(err);
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : 'Bad Request';
      return send(reply, { statusCode: 400, message, code: ERROR_CODES.validation, errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type...
      const code = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? ERROR_CODES.validation
        : undefined;
      return send(reply, { statusCode: status, message: err.message, ...(code ? { code } : {}) });
    }
    request.log.error({ err }, 'request failed');
    return send(reply, { statusCode: 500, message: 'Internal Server Error', code: ERROR_CODES.internal });
  });
}

/**
 * Fastify's `frameworkErrors` (a server option): what the router refuses before any route or
 * hook runs — an address that cannot be decoded (`/my-account/%FF`), a path segment past the
 * router's length — answered in our error shape with the security headers and no-store that
 * hooks put on every other answer (decision 029).
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request, reply);
  if (err.code === 'FST_ERR_BAD_URL') return send(reply, { statusCode: 400, message: 'Malformed address', code: ERROR_CODES.validation });
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, { statusCode: status, message: err.message });
  request.log.error({ err }, 'request failed');
  return send(reply, { statusCode: 500, message: 'Internal Server Error', code: ERROR_CODES.internal });
}

/** The JSON 404 of an unknown API address. */
export function sendNotFound(reply: FastifyReply) {
  return send(reply, { statusCode: 404, message: 'Not Found', code: ERROR_CODES.notFound });
}
