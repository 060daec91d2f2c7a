import type { FastifyInstance } from 'fastify';
import { CLIENT_ID_HEADER, WATERMARK_HEADER } from '../../src/contract/headers';
import type { Db } from '../db/client';
import { lastWatermark, nextWatermark } from '../repositories/watermark';

/**
 * Every signed-in answer a device merges into its lists carries the server's change watermark
 * (`x-terren-watermark`), so the device can order a list download against its own acknowledged
 * changes by the database's order, not by which answer happened to arrive first:
 * - a GET takes a fresh value before its handler queries (preHandler runs after the token check);
 * - a write sent by the outbox (it carries the device's client id) reads the last value after its
 *   handler has committed (onSend), whatever its status: a 404 'gone' or a 409 'already scanned'
 *   settles a row too.
 * The device keeps an acknowledged change unless a download's watermark is greater. Held in the
 * database, so any number of server instances agree.
 */
export function registerWatermark(api: FastifyInstance, db: Db): void {
  api.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET') void reply.header(WATERMARK_HEADER, String(await nextWatermark(db)));
  });
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.headers[CLIENT_ID_HEADER] !== undefined && reply.statusCode < 500) {
      void reply.header(WATERMARK_HEADER, String(await lastWatermark(db)));
    }
    return payload;
  });
}
