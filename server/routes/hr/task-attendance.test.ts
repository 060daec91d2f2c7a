import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceQrText, parseAttendanceQr, participant, taskQrView } from '../../../src/contract/task-attendance';
import { memberPoints, members, memberTasks } from '../../db/schema';
import { messages } from '../../http/messages';
import { attendanceCodes } from '../../repositories/task-attendance';
import { QR_EXTRA_PARTICIPANTS, QR_SCANNED_PARTICIPANT, QR_TASK_NAME } from '../../seed/seed-member-tasks';
import { TEST_SEED_NOW } from '../../test/seed-now';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { assignmentId, taskIdByName } from '../../test/task-fixtures';
import { useTestApp } from '../../test/use-test-app';

const SCAN = '/api/hr/membertask/qrcode/';

describe('QR attendance', () => {
  const t = useTestApp({ logins: ['admin', 'vezhgues', 'anetar', 'patronazhist', 'vhp'], now: () => TEST_SEED_NOW.getTime() });
  const scan = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: SCAN, payload: payload as object, headers: tokenHeader(token) });
  const view = async (token: string) => t.get(`/api/hr/taskinfoqrc/?task_id=${await taskIdByName(t.db, QR_TASK_NAME)}`, token);
  async function codeOf(memberId: number): Promise<string> {
    const codes = await attendanceCodes(t.db, await taskIdByName(t.db, QR_TASK_NAME), t.seed.accounts.admin);
    const code = codes?.find((c) => c.member_id === memberId)?.qr_code;
    if (code === undefined) throw new Error(`no code for member ${memberId}`);
    return code;
  }
  const completedOf = async (memberId: number) =>
    (await t.db.select({ completed: memberTasks.completed }).from(memberTasks).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, memberId))))[0]?.completed;

  itRefusesWithoutToken(['/api/hr/taskinfoqrc/?task_id=1'], () => t.app);

  it('the QR text is terren,<memberId>,<taskId>,<keyId>,<signature>: the member id is the second part', async () => {
    const code = await codeOf(t.seed.accounts.anetar);
    const taskId = await taskIdByName(t.db, QR_TASK_NAME);
    expect(code.split(',')[1]).toBe(String(t.seed.accounts.anetar));
    expect(code).toMatch(new RegExp(`^terren,${t.seed.accounts.anetar},${taskId},[1-9][0-9]*,[A-Za-z0-9_-]{86}$`));
    const parsed = parseAttendanceQr(` ${code}\n`);
    expect(parsed && attendanceQrText(parsed)).toBe(code);
    const sig = 'A'.repeat(86);
    for (const bad of ['', 'terren,1,2', `terren,0,2,1,${sig}`, 'terren,1,2,1,AAAA', `tjeter,1,2,1,${sig}`, `terren,2147483648,2,1,${sig}`, `terren,1,2,0,${sig}`, 'terren,1,2,AAAAAAAAAAAAAAAA']) {
      expect(parseAttendanceQr(bad), bad).toBeUndefined();
    }
  });

  it('the creator and a flagged taker see every participant and may scan; a participant sees only their own row', async () => {
    for (const token of [t.tokens.admin, t.tokens.vezhgues]) {
      const body = taskQrView.parse((await view(token)).json());
      expect(body).toMatchObject({ name: QR_TASK_NAME, is_qrcode: true, can_scan: true, hash_code: 'tubim-dega-tirane', create_member: { name: 'Arbër', surname: 'Hoxha' }, qr_code_file: null });
      expect(body.members).toHaveLength(3 + QR_EXTRA_PARTICIPANTS.length);
      expect(body.members.filter((m) => m.completed)).toHaveLength(1);
      expect(body.public_keys.length).toBeGreaterThan(0);
    }
    const own = taskQrView.parse((await view(t.tokens.anetar)).json());
    expect(own.can_scan).toBe(false);
    expect(own.public_keys).toEqual([]);
    expect(own.members.map((m) => m.member_id)).toEqual([t.seed.accounts.anetar]);
  });

  it('anyone else, an unknown task or a bad id gets 404 or 400', async () => {
    const stranger = await view(t.tokens.vhp);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ Error: messages.taskNotFound });
    expect((await t.get('/api/hr/taskinfoqrc/?task_id=999999', t.tokens.admin)).statusCode).toBe(404);
    for (const [url, text] of [
      ['/api/hr/taskinfoqrc/', messages.fieldRequired('task_id')],
      ['/api/hr/taskinfoqrc/?task_id=0', messages.fieldInvalid('task_id')],
      ['/api/hr/taskinfoqrc/?task_id=2147483648', messages.fieldInvalid('task_id')],
    ] as const) {
      const response = await t.get(url, t.tokens.admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ Error: text });
    }
  });

  it('a scan by the creator completes the participant and pays their points; the repeat is 409 "already scanned"', async () => {
    const anetar = t.seed.accounts.anetar;
    const code = await codeOf(anetar);
    const first = await scan(t.tokens.admin, { qr_code: code });
    expect(first.statusCode).toBe(200);
    expect(participant.parse(first.json())).toMatchObject({ member_id: anetar, member_name: 'Ëngjëll', member_surname: 'Shehu', completed: true });
    const again = await scan(t.tokens.admin, { qr_code: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Error: messages.qrAlreadyScanned });
    const byOther = await scan(t.tokens.vezhgues, { qr_code: code });
    expect(byOther.statusCode).toBe(409);
    const id = await assignmentId(t.db, QR_TASK_NAME, anetar);
    const points = await t.db.select({ points: memberPoints.points }).from(memberPoints).where(eq(memberPoints.memberTaskId, id));
    expect(points).toEqual([{ points: 12 }]);
    const [row] = await t.db.select().from(memberTasks).where(eq(memberTasks.id, id));
    expect(row).toMatchObject({ completed: true, attendanceById: t.seed.accounts.admin, attendedAt: TEST_SEED_NOW });
  });

  it('a flagged taker may scan; the participant scanned in the demo data answers 409', async () => {
    const response = await scan(t.tokens.vezhgues, { qr_code: await codeOf(t.seed.accounts.patronazhist) });
    expect(response.statusCode).toBe(200);
    expect(await completedOf(t.seed.accounts.patronazhist)).toBe(true);
    const [demo] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, QR_SCANNED_PARTICIPANT));
    const repeat = await scan(t.tokens.admin, { qr_code: await codeOf(demo?.id ?? 0) });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ Error: messages.qrAlreadyScanned });
  });

  it('only the creator and flagged takers may scan: a participant or a stranger gets 404 and nothing changes', async () => {
    const target = (await attendanceCodes(t.db, await taskIdByName(t.db, QR_TASK_NAME), t.seed.accounts.admin))?.find((c) => c.member_id !== t.seed.accounts.anetar && c.member_id !== t.seed.accounts.patronazhist && c.member_id !== t.seed.accounts.vezhgues);
    if (!target) throw new Error('no plain participant');
    const before = await completedOf(target.member_id);
    for (const token of [t.tokens.anetar, t.tokens.vhp]) {
      const response = await scan(token, { qr_code: target.qr_code });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.qrNotAllowed });
    }
    expect(await completedOf(target.member_id)).toBe(before);
    expect(await attendanceCodes(t.db, await taskIdByName(t.db, QR_TASK_NAME), t.seed.accounts.anetar)).toBeUndefined();
  });

  it('a forged or malformed code is 400; a code of someone no longer taking part is 404', async () => {
    const code = await codeOf(t.seed.accounts.vezhgues);
    const forged = code.replace(/,[^,]+$/, `,${'A'.repeat(86)}`);
    const swapped = code.replace(`,${t.seed.accounts.vezhgues},`, `,${t.seed.accounts.vhp},`);
    for (const qr_code of [forged, swapped, 'abc', `terren,1,999999,1,${'A'.repeat(86)}`, '', '   ']) {
      const response = await scan(t.tokens.admin, { qr_code });
      expect(response.statusCode, qr_code).toBe(400);
      expect(response.json()).toEqual({ Error: messages.qrInvalid });
    }
    expect((await scan(t.tokens.admin, {})).json()).toEqual({ Error: messages.qrInvalid });
    expect((await scan(t.tokens.admin, { qr_code: 'x'.repeat(201) })).json()).toEqual({ Error: messages.fieldTooLong('qr_code') });
    expect(await completedOf(t.seed.accounts.vezhgues)).toBe(false);

    const leaving = (await attendanceCodes(t.db, await taskIdByName(t.db, QR_TASK_NAME), t.seed.accounts.admin))?.find((c) => c.member_id !== t.seed.accounts.vezhgues && c.member_id !== t.seed.accounts.anetar && c.member_id !== t.seed.accounts.patronazhist);
    if (!leaving) throw new Error('no plain participant');
    await t.db.delete(memberTasks).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, leaving.member_id)));
    const gone = await scan(t.tokens.admin, { qr_code: leaving.qr_code });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ Error: messages.qrNotParticipant });
  });

  it('a scan completes a participant who had refused: showing up wins', async () => {
    const vezhgues = t.seed.accounts.vezhgues;
    await t.db.update(memberTasks).set({ refusedAt: TEST_SEED_NOW, refuseReason: 'Nuk vij' }).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, vezhgues)));
    expect((await scan(t.tokens.admin, { qr_code: await codeOf(vezhgues) })).statusCode).toBe(200);
    const [row] = await t.db.select().from(memberTasks).where(eq(memberTasks.id, await assignmentId(t.db, QR_TASK_NAME, vezhgues)));
    expect(row).toMatchObject({ completed: true, refusedAt: null, refuseReason: null });
  });
});
