import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateAttendanceKeyPair, importSigningKey, signAttendance, verifyAttendanceCode } from '../../../src/contract/attendance-signature';
import { attendanceQrText, parseAttendanceQr, taskQrView } from '../../../src/contract/task-attendance';
import { attendanceSigningKeys, memberTasks } from '../../db/schema';
import { messages } from '../../http/messages';
import { activeAttendanceKeys, retireAttendanceKey, rotateAttendanceKey } from '../../repositories/attendance-keys';
import { attendanceCodes } from '../../repositories/task-attendance';
import { QR_TASK_NAME } from '../../seed/seed-member-tasks';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { tokenHeader } from '../../test/session';
import { assignmentId, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

const SCAN = '/api/hr/membertask/qrcode/';

/** The signed codes (issue 36): ECDSA P-256 under a server key, the same check on the server and the device. */
describe('QR attendance signatures', () => {
  const t = useTestApp({ logins: ['admin'], now: () => TEST_SEED_NOW.getTime() });
  const scan = (qr_code: string) => t.app.inject({ method: 'POST', url: SCAN, payload: { qr_code }, headers: tokenHeader(t.tokens.admin) });
  const taskId = () => taskIdByName(t.db, QR_TASK_NAME);
  /** The participants' codes as the PDF prints them, none of them the creator's own. */
  async function codes(): Promise<{ member_id: number; qr_code: string }[]> {
    const all = await attendanceCodes(t.db, await taskId(), t.seed.accounts.admin);
    if (!all) throw new Error('no codes');
    return all;
  }
  async function freshCode(skip: number): Promise<{ memberId: number; text: string }> {
    const open = [];
    for (const c of await codes()) {
      const [row] = await t.db.select({ completed: memberTasks.completed }).from(memberTasks).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, c.member_id)));
      if (row && !row.completed) open.push(c);
    }
    const pick = open[skip];
    if (!pick) throw new Error(`fewer than ${skip + 1} participants not scanned`);
    return { memberId: pick.member_id, text: pick.qr_code };
  }
  const completedOf = async (memberId: number) =>
    (await t.db.select({ completed: memberTasks.completed }).from(memberTasks).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, memberId))))[0]?.completed;
  async function expectInvalid(text: string): Promise<void> {
    const response = await scan(text);
    expect(response.statusCode, text).toBe(400);
    expect(response.json()).toEqual({ Error: messages.qrInvalid });
  }

  it('no key is stored until first needed; the scanner’s view then carries its public key, never a private one', async () => {
    expect(await t.db.select().from(attendanceSigningKeys)).toEqual([]);
    const response = await t.get(`/api/hr/taskinfoqrc/?task_id=${await taskId()}`, t.tokens.admin);
    const view = taskQrView.parse(response.json());
    const [stored] = await t.db.select().from(attendanceSigningKeys);
    expect(view.public_keys).toEqual([{ id: stored?.id, public_key: stored?.publicKey }]);
    expect(response.body).not.toContain(stored?.privateKey);
  });

  it('a valid code verifies on the device’s check and scans once; replayed, it is "already scanned"', async () => {
    const { memberId, text } = await freshCode(0);
    expect(await verifyAttendanceCode(text, await activeAttendanceKeys(t.db))).toMatchObject({ memberId, taskId: await taskId() });
    expect((await scan(text)).statusCode).toBe(200);
    const again = await scan(text);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Error: messages.qrAlreadyScanned });
  });

  it('a wrong key, another task or member, a cut or altered signature are "Kodi QR nuk është i vlefshëm." and change nothing', async () => {
    const { memberId, text } = await freshCode(0);
    const code = parseAttendanceQr(text);
    if (!code) throw new Error('unparsable code');
    const other = await freshCode(1);
    // Signed, but by a key the server never made, under the id of the real one.
    const stranger = await importSigningKey((await generateAttendanceKeyPair()).privateKey);
    const wrongKey = attendanceQrText({ ...code, signature: await signAttendance(stranger, code) });
    const unknownKeyId = attendanceQrText({ ...code, keyId: code.keyId + 1000 });
    const otherTask = attendanceQrText({ ...code, taskId: code.taskId + 1 });
    const otherMember = attendanceQrText({ ...code, memberId: other.memberId });
    const flipped = attendanceQrText({ ...code, signature: (code.signature.startsWith('A') ? 'B' : 'A') + code.signature.slice(1) });
    for (const bad of [wrongKey, unknownKeyId, otherTask, otherMember, flipped, text.slice(0, -1), text.slice(0, text.lastIndexOf(',')), `${text}A`]) await expectInvalid(bad);
    expect(await completedOf(memberId)).toBe(false);
    expect(await completedOf(other.memberId)).toBe(false);
  });

  it('after a rotation the new key signs and codes of the old one still scan; once retired they are refused, on the server and in the view', async () => {
    const before = await freshCode(0);
    const later = await freshCode(1);
    const oldKey = parseAttendanceQr(before.text)?.keyId;
    const newKey = await rotateAttendanceKey(t.db);
    expect(newKey).not.toBe(oldKey);
    const reprinted = (await codes()).find((c) => c.member_id === before.memberId)?.qr_code ?? '';
    expect(parseAttendanceQr(reprinted)?.keyId).toBe(newKey);
    const view = taskQrView.parse((await t.get(`/api/hr/taskinfoqrc/?task_id=${await taskId()}`, t.tokens.admin)).json());
    expect(view.public_keys.map((k) => k.id)).toEqual([newKey, oldKey]);
    expect((await scan(before.text)).statusCode).toBe(200);

    if (oldKey === undefined) throw new Error('no key id');
    expect(await retireAttendanceKey(t.db, oldKey, TEST_SEED_NOW)).toBe(true);
    expect(await retireAttendanceKey(t.db, oldKey, TEST_SEED_NOW)).toBe(false);
    await expectInvalid(later.text);
    expect(await completedOf(later.memberId)).toBe(false);
    const after = taskQrView.parse((await t.get(`/api/hr/taskinfoqrc/?task_id=${await taskId()}`, t.tokens.admin)).json());
    expect(after.public_keys.map((k) => k.id)).toEqual([newKey]);
    expect(await verifyAttendanceCode(later.text, after.public_keys)).toBeUndefined();
    const current = (await codes()).find((c) => c.member_id === later.memberId)?.qr_code ?? '';
    expect((await scan(current)).statusCode).toBe(200);
  });
});
