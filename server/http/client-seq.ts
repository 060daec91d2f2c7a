import type { FastifyRequest } from 'fastify';
import { CLIENT_SEQ_HEADER } from '../../src/contract/headers';
import { HttpError } from './http-error';
import { messages } from './messages';

// Canonical decimal only: no sign, no leading zero, no spaces, no exponent; at most 16 digits so
// the range check below runs on an exactly represented number.
const SEQ = /^[1-9][0-9]{0,15}$/;

/**
 * The change's per-device sequence number (`x-terren-seq`), or null when the client sent none
 * (older clients: no ordering check). Present but not an integer in 1..2^53-1 → 400.
 */
export function clientSeqOf(request: FastifyRequest): number | null {
  const value = request.headers[CLIENT_SEQ_HEADER];
  if (value === undefined) return null;
  if (typeof value === 'string' && SEQ.test(value)) {
    const seq = Number(value);
    if (Number.isSafeInteger(seq)) return seq;
  }
  throw new HttpError(400, messages.clientSeqInvalid);
}
