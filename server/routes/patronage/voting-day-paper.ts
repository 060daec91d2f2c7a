import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { observerPaperQuery } from '../../../src/contract/voting-day';
import { paperListFileName, paperListPdf, type PaperList } from '../../../src/lib/paper-list-pdf';
import { signedIn } from '../../auth/authenticate';
import { requireRole, signedInObserverId } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { observerPaperList, patronagePaperList, type PaperListContent } from '../../repositories/voting-day-paper';

/** What the cover says made the server's copy: the device's copy names the device instead. */
const SERVER_DEVICE = 'Serveri Terren';

async function sendPaper(reply: FastifyReply, kind: PaperList['kind'], content: PaperListContent): Promise<FastifyReply> {
  const list: PaperList = { kind, ...content, printedAt: Date.now(), device: SERVER_DEVICE, source: 'server' };
  const pdf = await paperListPdf(list);
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${paperListFileName(list)}"`)
    .send(Buffer.from(pdf));
}

/**
 * /api/patronage/ — the voting-day paper list (issue 36) from the server's state: the same PDF the
 * device builds offline, for a coordinator's printer or a device that lost its copy.
 */
export const votingDayPaperRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/observer-paper-list/', { preHandler: requireRole(db, 'observer') }, async (request, reply) => {
    const { station_id: stationId } = parseInput(observerPaperQuery, request.query);
    const content = await observerPaperList(db, signedInObserverId(request), stationId);
    if (!content) throw new HttpError(404, messages.stationNotYours);
    return sendPaper(reply, 'observer', content);
  });

  app.get('/patronager-paper-list/', { preHandler: requireRole(db, 'patronager') }, async (request, reply) =>
    sendPaper(reply, 'patronage', await patronagePaperList(db, signedIn(request).id)),
  );
  done();
};
