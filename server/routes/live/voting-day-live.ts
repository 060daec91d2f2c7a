import type { FastifyPluginCallback } from 'fastify';
import { LIVE_COALESCE_MS, LIVE_PING_MS } from '../../../src/contract/live';
import { signedIn } from '../../auth/authenticate';
import { requireAnyRole } from '../../auth/require-role';
import type { Db } from '../../db/client';
import type { ChangeHub } from '../../live/change-hub';
import { openEventStream, type EventStream, type EventStreamTiming } from '../../live/event-stream';
import { votingDayScopes } from '../../repositories/live-scope';

export interface LiveRoutesOptions {
  db: Db;
  hub: ChangeHub;
  timing?: Partial<EventStreamTiming>;
}

/**
 * /api/live/ — one `text/event-stream` per open voting-day screen (src/contract/live.ts): `changed`
 * when a vote (or the list) of one of its stations committed, on any instance (the hub is fed by
 * this instance's change poller). The scope is read once, when the stream opens.
 */
export const liveRoutes: FastifyPluginCallback<LiveRoutesOptions> = (app, { db, hub, timing }, done) => {
  const streamTiming: EventStreamTiming = { pingMs: LIVE_PING_MS, coalesceMs: LIVE_COALESCE_MS, ...timing };
  const open = new Set<EventStream>();

  // Before the server stops listening: an open stream would hold the drain until the grace runs
  // out. Ended, the clients reconnect (to another instance behind HAProxy).
  app.addHook('preClose', (hookDone) => {
    for (const stream of open) stream.end();
    hookDone();
  });

  // No compression: a compressor buffers, and each event must leave at once.
  app.get('/voting-day/', { preHandler: requireAnyRole(db, ['observer', 'patronager']), compress: false }, async (request, reply) => {
    const access = request.memberAccess;
    const scopes = await votingDayScopes(db, {
      memberId: signedIn(request).id,
      observerId: access?.observerId ?? null,
      isPatronager: access?.isPatronager ?? false,
    });
    let unwatch = (): void => undefined;
    const stream = openEventStream(streamTiming, () => {
      unwatch();
      open.delete(stream);
    });
    unwatch = hub.watch(scopes, stream.changed);
    open.add(stream);
    reply.raw.once('close', stream.end);
    // The client pulls when the answer arrives: the poller's cursor must be older than that pull.
    await hub.ready();
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // nginx and similar proxies would otherwise hold the events in their buffer.
      .header('x-accel-buffering', 'no');
    return reply.send(stream.body);
  });
  done();
};
