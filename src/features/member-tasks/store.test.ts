import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { apiSend } from '../../api/http';
import { rowKey } from '../../collections/offline-collection';
import { participantKey, taskAttendance } from '../../collections/task-attendance';
import { generateAttendanceKeyPair, importSigningKey, signAttendance } from '../../contract/attendance-signature';
import { attendanceQrText, type AttendancePublicKey } from '../../contract/task-attendance';
import { db } from '../../db/database';
import { takeAttendance } from './store';

vi.mock('../../api/http', () => ({ apiSend: vi.fn() }));

const USER = 1;
const TASK = 7;
const MEMBER = 21;
const OTHER = 22;
const KEY_ID = 4;
const key = participantKey(TASK, MEMBER);
let QR: string;
let keys: AttendancePublicKey[];
let sign: (memberId: number, taskId: number) => Promise<string>;

beforeAll(async () => {
  const pair = await generateAttendanceKeyPair();
  const privateKey = await importSigningKey(pair.privateKey);
  keys = [{ id: KEY_ID, public_key: pair.publicKey }];
  sign = async (memberId, taskId) => attendanceQrText({ memberId, taskId, keyId: KEY_ID, signature: await signAttendance(privateKey, { memberId, taskId, keyId: KEY_ID }) });
  QR = await sign(MEMBER, TASK);
});

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
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'scanned', memberId: MEMBER, queued: true });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(true);
    expect((await db.outbox.get(rowKey(taskAttendance, key)))?.desired).toEqual({ qr_code: QR });
  });

  it("the server's refusal (404) shows and queues nothing", async () => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(404, 'Nuk jeni pjesëmarrës.'));
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'refused', reason: 'Nuk jeni pjesëmarrës.', memberId: MEMBER });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(false);
    expect(await db.outbox.get(rowKey(taskAttendance, key))).toBeUndefined();
  });

  it('a 409 marks the participant attended, nothing queued', async () => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(409, 'Kodi është skanuar më parë.'));
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'already', memberId: MEMBER });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(true);
    expect(await db.outbox.get(rowKey(taskAttendance, key))).toBeUndefined();
  });
});

describe('takeAttendance with no signal: every code is checked on the device first', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const unchanged = async () => {
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  };

  it('a real code is marked and queued', async () => {
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'scanned', memberId: MEMBER, queued: true });
    expect((await db.outbox.get(rowKey(taskAttendance, key)))?.desired).toEqual({ qr_code: QR });
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'already', memberId: MEMBER });
    expect(apiSend).not.toHaveBeenCalled();
  });

  it('a forged, cut, re-addressed or unknown-key code is invalid at once: nothing marked, nothing queued', async () => {
    const forged = `${QR.slice(0, QR.lastIndexOf(','))},${'A'.repeat(86)}`;
    const otherMember = QR.replace(`terren,${MEMBER},`, `terren,${OTHER},`);
    for (const bad of [forged, QR.slice(0, -2), otherMember, `terren,${MEMBER},${TASK},AAAAAAAAAAAAAAAA`]) {
      await expect(takeAttendance(USER, TASK, bad, keys), bad).resolves.toEqual({ kind: 'invalid' });
    }
    await expect(takeAttendance(USER, TASK, QR, [])).resolves.toEqual({ kind: 'invalid' });
    await unchanged();
  });

  it('a real code of another task, or of a member not taking part, says so and changes nothing', async () => {
    await expect(takeAttendance(USER, TASK, await sign(MEMBER, TASK + 1), keys)).resolves.toEqual({ kind: 'otherTask' });
    await expect(takeAttendance(USER, TASK, await sign(OTHER, TASK), keys)).resolves.toEqual({ kind: 'notParticipant' });
    await unchanged();
  });
});

describe('takeAttendance online, refused by the server', () => {
  it('a 400 (a key retired since the device got its keys) is the device’s own "invalid"', async () => {
    vi.mocked(apiSend).mockRejectedValueOnce(refusedWith(400, 'Kodi QR nuk është i vlefshëm.'));
    await expect(takeAttendance(USER, TASK, QR, keys)).resolves.toEqual({ kind: 'invalid' });
    expect((await db.taskParticipants.get([USER, key]))?.completed).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});
