import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TerrenDb } from '../db/database';
import type { CommentDesired, CompletionDesired, ReportDesired } from '../sync/kinds/member-task-kinds';
import { createRecord } from './collection-create';
import { storeFetched } from './collection-merge';
import { setIntent } from './collection-write';
import { taskComments, taskCompletion, taskReport } from './member-task-actions';
import { participantKey, taskAttendance, type TaskParticipantItem } from './task-attendance';
import { collectionEngine, json, type SeenRequest } from './testing/collection-engine';

let db: TerrenDb;
let n = 0;
beforeEach(async () => {
  db = new TerrenDb(`member-tasks-test-${++n}`);
  await db.open();
  await db.session.put({ userId: 1, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  await db.delete();
});

const QR = 'terren,21,7,AAAAAAAAAAAAAAAA';
const participant = (memberId: number, completed = false): TaskParticipantItem => ({
  taskId: 7,
  member_id: memberId,
  member_name: 'Ana',
  member_surname: `Hoxha ${memberId}`,
  member_photo: null,
  completed,
});

async function drain(answer: (request: SeenRequest) => Response | null): Promise<SeenRequest[]> {
  const { engine, requests } = collectionEngine(db, answer);
  await engine.sync();
  await engine.stop();
  return requests;
}

async function scan(memberId: number): Promise<void> {
  await setIntent(db, taskAttendance, 1, participantKey(7, memberId), { qr_code: QR });
}

describe('QR attendance taken offline', () => {
  it('shows the participant attended at once and sends the code; the answer confirms it', async () => {
    await storeFetched(db, taskAttendance, 1, [participant(21), participant(22)], Date.now());
    await scan(21);
    expect(await db.taskParticipants.get([1, '7-21'])).toMatchObject({ completed: true, serverCompleted: false });
    const requests = await drain(() => json(200, { member_id: 21, member_name: 'Ana', member_surname: 'Hoxha', member_photo: null, completed: true }));
    expect(requests).toEqual([{ method: 'POST', path: '/api/hr/membertask/qrcode/', body: { qr_code: QR } }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.taskParticipants.get([1, '7-21'])).toMatchObject({ completed: true, serverCompleted: true });
    expect(await db.taskParticipants.get([1, '7-22'])).toMatchObject({ completed: false });
  });

  it('a 409 (scanned on another phone first) counts as done', async () => {
    await storeFetched(db, taskAttendance, 1, [participant(21)], Date.now());
    await scan(21);
    await drain(() => json(409, { Error: 'Kodi është skanuar më parë.' }));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.taskParticipants.get([1, '7-21'])).toMatchObject({ completed: true, serverCompleted: true });
  });

  it('a code the server refuses stays with its reason until the member drops it', async () => {
    await storeFetched(db, taskAttendance, 1, [participant(21)], Date.now());
    await scan(21);
    await drain(() => json(400, { Error: 'Kodi QR nuk është i vlefshëm!' }));
    expect(await db.outbox.get('task-attendance:7-21')).toMatchObject({ state: 'attention', lastError: 'Kodi QR nuk është i vlefshëm!' });
    expect(await db.taskParticipants.get([1, '7-21'])).toMatchObject({ completed: true, serverCompleted: false });
  });

  it('a fresh copy of the list keeps a scan not sent yet, and leaves other tasks alone', async () => {
    await storeFetched(db, taskAttendance, 1, [participant(21), { ...participant(5), taskId: 8 }], Date.now());
    await scan(21);
    await storeFetched(db, taskAttendance, 1, [participant(21, false)], Date.now());
    expect(await db.taskParticipants.get([1, '7-21'])).toMatchObject({ completed: true, serverCompleted: false });
    expect(await db.taskParticipants.get([1, '8-5'])).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
  });
});

const assignment = { id: 31, completed: false, refused: false, comment: null };

describe('done, refuse and the report made offline', () => {
  it('done goes to membertask/complete and is confirmed', async () => {
    await storeFetched(db, taskCompletion, 1, [assignment], Date.now());
    await setIntent(db, taskCompletion, 1, 31, { member_task_id: 31, completion: 'completed', reason: null } satisfies CompletionDesired);
    const requests = await drain(() => json(200, {}));
    expect(requests.map((r) => [r.path, r.body])).toEqual([['/api/hr/membertask/complete/', { member_task_id: 31 }]]);
    expect(await db.taskCompletions.get([1, 31])).toMatchObject({ completion: 'completed', serverCompletion: 'completed' });
  });

  it('refuse then done before sending sends only done', async () => {
    await storeFetched(db, taskCompletion, 1, [assignment], Date.now());
    await setIntent(db, taskCompletion, 1, 31, { member_task_id: 31, completion: 'refused', reason: 'Jam jashtë qytetit' } satisfies CompletionDesired);
    await setIntent(db, taskCompletion, 1, 31, { member_task_id: 31, completion: 'completed', reason: null } satisfies CompletionDesired);
    const requests = await drain(() => json(200, {}));
    expect(requests.map((r) => r.path)).toEqual(['/api/hr/membertask/complete/']);
  });

  it('a refusal carries its reason', async () => {
    await storeFetched(db, taskCompletion, 1, [assignment], Date.now());
    await setIntent(db, taskCompletion, 1, 31, { member_task_id: 31, completion: 'refused', reason: 'Jam jashtë qytetit' } satisfies CompletionDesired);
    const requests = await drain(() => json(200, {}));
    expect(requests[0]).toMatchObject({ path: '/api/hr/membertask/refuse/', body: { member_task_id: 31, reason: 'Jam jashtë qytetit' } });
  });

  it('the report is sent whole and confirmed', async () => {
    await storeFetched(db, taskReport, 1, [assignment], Date.now());
    await setIntent(db, taskReport, 1, 31, { member_task_id: 31, comment: '<p>U krye</p>' } satisfies ReportDesired);
    const requests = await drain(() => json(200, {}));
    expect(requests[0]).toMatchObject({ path: '/api/hr/membertaskcomment/', body: { member_task_id: 31, comment: '<p>U krye</p>' } });
    expect(await db.taskReports.get([1, 31])).toMatchObject({ report: '<p>U krye</p>', serverReport: '<p>U krye</p>' });
  });
});

describe('comments written offline', () => {
  it('go with their local id as client_ref and leave the device once the server has them', async () => {
    const desired: CommentDesired = { task_id: 7, comment: 'Do të vij.' };
    const key = await createRecord(db, taskComments, 1, (localId) => ({ userId: 1, key: localId, taskId: 7, comment: desired.comment, create_date: '2026-11-25T10:00:00Z', exists: true, sent: false }), desired);
    let answers = 0;
    // The first answer is lost: the retry must carry the same client_ref.
    const requests = await drain(() => (answers++ === 0 ? null : json(201, { id: 3 })));
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    requests.push(...(await drain(() => json(200, { id: 3 }))));
    expect(requests.map((r) => r.body)).toEqual([
      { task_id: 7, comment: 'Do të vij.', client_ref: key },
      { task_id: 7, comment: 'Do të vij.', client_ref: key },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.taskComments.count()).toBe(0);
  });
});
