import type { FastifyPluginCallback } from 'fastify';
import { attendanceScanBody, taskInfoQrcQuery, type Participant, type TaskQrView } from '../../../src/contract/task-attendance';
import { signedIn } from '../../auth/authenticate';
import type { Clock } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { requireFields } from '../../http/required-fields';
import { parseInput } from '../../http/validate';
import { scanAttendance, taskQrView } from '../../repositories/task-attendance';

const SCAN_REFUSALS = {
  invalid: [400, messages.qrInvalid],
  notAllowed: [404, messages.qrNotAllowed],
  notParticipant: [404, messages.qrNotParticipant],
  // The client counts this one as done: the participant's attendance is recorded either way.
  alreadyScanned: [409, messages.qrAlreadyScanned],
} as const;

/** /api/hr/ — the task QR view and attendance scans (spec 02 §2.5, §4 QR scan rules). */
export const taskAttendanceRoutes: FastifyPluginCallback<{ db: Db; now: Clock }> = (app, { db, now }, done) => {
  app.get('/taskinfoqrc/', async (request): Promise<TaskQrView> => {
    const { task_id } = parseInput(taskInfoQrcQuery, request.query);
    const view = await taskQrView(db, task_id, signedIn(request).id);
    if (!view) throw new HttpError(404, messages.taskNotFound);
    return view;
  });

  app.post('/membertask/qrcode/', async (request): Promise<Participant> => {
    requireFields(request.body, [['qr_code', messages.qrInvalid]]);
    const { qr_code } = parseInput(attendanceScanBody, request.body);
    const result = await scanAttendance(db, qr_code, signedIn(request).id, new Date(now()));
    if (result.kind === 'scanned') return result.participant;
    const [status, text] = SCAN_REFUSALS[result.kind];
    throw new HttpError(status, text);
  });
  done();
};
