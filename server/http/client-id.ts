import type { FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '../../src/contract/headers';

/** The client id for the vote-event log, or null when absent or not of the agreed form (never an error). */
export function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers[CLIENT_ID_HEADER];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : null;
}
