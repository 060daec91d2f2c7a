import type { FastifyPluginCallback } from 'fastify';
import { qrCodeParam, qrTasksQuery, TASK_CREATOR_PERMISSION, type QrTaskRow } from '../../../src/contract/task-creator';
import { signedIn } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import type { Db } from '../../db/client';
import { attendanceQrPdf } from '../../exports/attendance-qr-pdf';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import { listQrTasks } from '../../repositories/created-task-read';
import { attendanceSheet } from '../../repositories/task-attendance';

/** /api/hr/ — QR tasks (spec 01 "QR task list", "Task detail": the QR PDF), behind 'Detyra'. */
export const taskQrRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requirePermission(db, TASK_CREATOR_PERMISSION));

  app.get('/task/qrcodeunique/', async (request): Promise<{ data: QrTaskRow[]; count: number }> => listQrTasks(db, signedIn(request).id, parseInput(qrTasksQuery, request.query)));

  // A POST that answers a file: the creator (or an attendance taker) downloads every participant's code.
  app.post('/getqrcode/:taskId/', async (request, reply) => {
    const { taskId: id } = parseInput(qrCodeParam, request.params);
    const sheet = await attendanceSheet(db, id, signedIn(request).id);
    if (!sheet) throw new HttpError(404, messages.taskNotQr);
    const pdf = await attendanceQrPdf(sheet);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="detyra-${id}-kodet-qr.pdf"`)
      .send(Buffer.from(pdf));
  });
  done();
};
