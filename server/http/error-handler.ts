import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorBody } from '../../src/contract/common';
import { HttpError } from './http-error';
import { messages } from './messages';

// Fastify's own 4xx errors (body parsing, limits) get Albanian texts; their English messages never reach the client.
const fastifyCodes: Readonly<Record<string, { status: number; text: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, text: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, text: messages.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, text: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, text: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, text: messages.badRequest },
};

function send(reply: FastifyReply, status: number, text: string): FastifyReply {
  const body: ErrorBody = { Error: text };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler: every error leaves as `{ "Error": "<text>" }`. Client errors keep a
 * precise Albanian text; a 5xx is logged in full and answered with a generic text, so internals
 * (SQL, stack traces) never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      return send(reply, error.statusCode, error.message);
    }
    if (error instanceof ZodError) return send(reply, 400, messages.badRequest);
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    const known = code === undefined ? undefined : fastifyCodes[code];
    if (known) return send(reply, known.status, known.text);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return send(reply, 429, messages.tooManyRequests);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, messages.badRequest);
    }
    request.log.error({ err: error }, 'server error');
    return send(reply, status >= 500 && status < 600 ? status : 500, messages.server);
  });
}
