import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { apiSend } from '../../api/http';
import { rowKey } from '../../collections/offline-collection';
import { participantKey, taskAttendance } from '../../collections/task-attendance';
import { db } from '../../db/database';
import { takeAttendance } from './store';

vi.mock('../../api/http', () => ({ apiSend: vi.fn() }));

const USER = 1;
const TASK = 7;
const MEMBER = 21;
const QR = `terren,${MEMBER},${TASK},AAAAAAAAAAAAAAAA`;
const key = participantKey(TASK, MEMBER);

beforeEach(async () => {
  await db.open();
  await db.taskParticipants.put({ userId: USER, key, taskId: TASK, memberId: MEMBER, name: 'Ana', surname: 'Hoxha', photo: null, completed: false, serverCompleted: false });
});
afterEach(async () => {
  vi.mocked(apiSend).mockReset();
  await db.delete();
});

const refusedWith = (status: number, serverText: string | null) => new ApiError('http', `HTTP ${status}`, { status, serverText });

describe('takeAttendance online', () => {
  it.each([503, 500, 429, 408])('a %i is no answer: the scan is kept on the device and queued, not refused', async (status) => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(status, 'busy'));
    await expect(takeAttendance(USER, TASK, QR)).resolves.toEqual({ kind: 'scanned', memberId: MEMBER });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(true);
    expect((await db.outbox.get(rowKey(taskAttendance, key)))?.desired).toEqual({ qr_code: QR });
  });

  it("the server's refusal (404) shows and queues nothing", async () => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(404, 'Nuk jeni pjesëmarrës.'));
    await expect(takeAttendance(USER, TASK, QR)).resolves.toEqual({ kind: 'refused', reason: 'Nuk jeni pjesëmarrës.' });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(false);
    expect(await db.outbox.get(rowKey(taskAttendance, key))).toBeUndefined();
  });

  it('a 409 marks the participant attended, nothing queued', async () => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(409, 'Kodi është skanuar më parë.'));
    await expect(takeAttendance(USER, TASK, QR)).resolves.toEqual({ kind: 'already' });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(true);
    expect(await db.outbox.get(rowKey(taskAttendance, key))).toBeUndefined();
  });
});
