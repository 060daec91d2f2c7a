import type { FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER } from '../../src/contract/headers';

const CLIENT_ID = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** The client id for the vote-event log, or null when absent or not of the agreed form (never an error). */
export function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers[CLIENT_ID_HEADER];
  return typeof value === 'string' && CLIENT_ID.test(value) ? value : null;
}
