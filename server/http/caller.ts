import type { FastifyRequest } from 'fastify';
import { signedIn } from '../auth/authenticate';
import type { EditCaller } from '../repositories/client-entity-seq';
import { clientIdOf } from './client-id';
import { clientSeqOf } from './client-seq';

/** Who sends a change, from which device, and its sequence number there (400 when the seq is malformed). */
export function callerOf(request: FastifyRequest): EditCaller {
  return { memberId: signedIn(request).id, clientId: clientIdOf(request), clientSeq: clientSeqOf(request) };
}
