import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../src/contract/common';
import { messages } from './messages';
import { NO_STORE } from './no-store';

/** Fastify's router errors, in the same words as the rest: the router answers them before any hook or error handler runs. */
const routerErrors: Readonly<Record<string, { status: number; text: string }>> = {
  // Malformed percent-encoding in the path.
  FST_ERR_BAD_URL: { status: 400, text: messages.badUrl },
  // A path parameter longer than the router's maxParamLength.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, text: messages.urlPartTooLong },
};

/** Fastify's `frameworkErrors` option: the router's own 400/414 (and the like) as `{ "Error": … }`, never cached. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = routerErrors[error.code];
  if (known === undefined) request.log.error({ err: error }, 'router error');
  else request.log.info({ err: error }, 'client error');
  const { status, text } = known ?? { status: 500, text: messages.server };
  const body: ErrorBody = { Error: text };
  void reply.code(status).header('cache-control', NO_STORE).type('application/json; charset=utf-8').send(body);
}

const connectionErrors: Readonly<Record<string, { status: number; reason: string; text: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', text: messages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', text: messages.requestTimeout },
};

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before there is a request
 * at all (oversized headers or request line, a broken request, a timeout). It writes the answer on
 * the socket itself, in the same `{ "Error": … }` shape, then closes the connection.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, text } = connectionErrors[error.code] ?? {
    status: 400,
    reason: 'Bad Request',
    text: messages.badRequest,
  };
  const body = JSON.stringify({ Error: text } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: ${NO_STORE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
