import { and, asc, eq } from 'drizzle-orm';
import { verifyAttendanceCode } from '../../src/contract/attendance-signature';
import type { Participant, TaskQrView } from '../../src/contract/task-attendance';
import type { Db } from '../db/client';
import type { AttendanceSheet } from '../exports/attendance-qr-pdf';
import { members, memberTasks, tasks } from '../db/schema';
import { activeAttendanceKeys, attendanceSigner, currentAttendanceKeyId } from './attendance-keys';
import type { Tx } from './client-entity-seq';
import { transactionOr } from './guarded-write';
import { taskHeading } from './member-task-read';
import { finishAssignment } from './member-task-write';
import { mayTakeAttendance, taskAccess } from './task-access';

function selectParticipants(db: Db | Tx) {
  return db
    .select({ member_id: members.id, member_name: members.name, member_surname: members.surname, member_photo: members.photo, completed: memberTasks.completed })
    .from(memberTasks)
    .innerJoin(members, eq(members.id, memberTasks.memberId));
}

/**
 * The task's QR view for the caller: the creator and the attendance takers see every participant,
 * an assignee only their own row; undefined for anyone else or an unknown task.
 */
export async function taskQrView(db: Db, taskId: number, memberId: number): Promise<TaskQrView | undefined> {
  const access = await taskAccess(db, taskId, memberId);
  if (!access || !(access.creator || access.taker || access.assignee)) return undefined;
  const [row] = await db
    .select({ task: tasks, creator: { name: members.name, surname: members.surname } })
    .from(tasks)
    .innerJoin(members, eq(members.id, tasks.createMemberId))
    .where(eq(tasks.id, taskId))
    .limit(1);
  if (!row) return undefined;
  const seesAll = mayTakeAttendance(access);
  const participants: Participant[] = await selectParticipants(db)
    .where(and(eq(memberTasks.taskId, taskId), seesAll ? undefined : eq(memberTasks.memberId, memberId)))
    .orderBy(asc(members.surname), asc(members.name), asc(members.id));
  const { task } = row;
  const canScan = task.isQrcode && seesAll;
  // A scanner's device checks codes with these keys when there is no signal; one exists before the first PDF is printed.
  if (canScan) await currentAttendanceKeyId(db);
  return {
    ...taskHeading(task),
    create_member: row.creator,
    completed: task.completed,
    progress: task.progress,
    hash_code: task.hashCode,
    is_qrcode: task.isQrcode,
    is_qrcode_unique: task.isQrcodeUnique,
    qr_code_file: null,
    address: task.address,
    location: task.location,
    members: participants,
    can_scan: canScan,
    public_keys: canScan ? await activeAttendanceKeys(db) : [],
  };
}

/**
 * The QR texts of every participant of a QR task, for its creator or an attendance taker (the
 * creator's QR PDF, issue 12); undefined for anyone else, an unknown task or one without QR.
 */
export async function attendanceCodes(db: Db, taskId: number, memberId: number): Promise<{ member_id: number; name: string; surname: string; qr_code: string }[] | undefined> {
  if (!mayTakeAttendance(await taskAccess(db, taskId, memberId))) return undefined;
  const [task] = await db.select({ isQrcode: tasks.isQrcode }).from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!task?.isQrcode) return undefined;
  const rows = await selectParticipants(db).where(eq(memberTasks.taskId, taskId)).orderBy(asc(members.surname), asc(members.name), asc(members.id));
  const signer = await attendanceSigner(db);
  return Promise.all(rows.map(async (r) => ({ member_id: r.member_id, name: r.member_name, surname: r.member_surname, qr_code: await signer.codeFor(r.member_id, taskId) })));
}

export type ScanResult = { kind: 'invalid' | 'notAllowed' | 'notParticipant' | 'alreadyScanned' } | { kind: 'scanned'; participant: Participant };

/**
 * A scan by `scannerId`: the code must be one of ours, signed by a key not retired, for a QR task whose attendance the scanner
 * may take, and name one of its participants. The participant's assignment is then done (points
 * paid, a refusal cleared); a participant done before is `alreadyScanned`.
 */
export async function scanAttendance(db: Db, text: string, scannerId: number, now: Date): Promise<ScanResult> {
  const code = await verifyAttendanceCode(text, await activeAttendanceKeys(db));
  if (!code) return { kind: 'invalid' };
  return transactionOr<ScanResult>(db, async (tx) => {
    const [task] = await tx.select({ isQrcode: tasks.isQrcode, name: tasks.name, points: tasks.points }).from(tasks).where(eq(tasks.id, code.taskId)).limit(1);
    if (!task) return { kind: 'invalid' };
    if (!task.isQrcode || !mayTakeAttendance(await taskAccess(tx, code.taskId, scannerId))) return { kind: 'notAllowed' };
    const [assignment] = await tx
      .select({ id: memberTasks.id, completed: memberTasks.completed })
      .from(memberTasks)
      .where(and(eq(memberTasks.taskId, code.taskId), eq(memberTasks.memberId, code.memberId)))
      .for('update');
    if (!assignment) return { kind: 'notParticipant' };
    if (assignment.completed) return { kind: 'alreadyScanned' };
    await finishAssignment(tx, { memberTaskId: assignment.id, memberId: code.memberId, taskName: task.name, points: task.points }, now, scannerId);
    const [participant] = await selectParticipants(tx).where(eq(memberTasks.id, assignment.id)).limit(1);
    if (!participant) throw new Error(`assignment ${assignment.id} vanished inside its scan`);
    return { kind: 'scanned', participant };
  });
}

/** What the creator's QR PDF prints: the task and its participants' codes; undefined as for attendanceCodes. */
export async function attendanceSheet(db: Db, taskId: number, memberId: number): Promise<AttendanceSheet | undefined> {
  const participants = await attendanceCodes(db, taskId, memberId);
  const [task] = await db.select({ id: tasks.id, name: tasks.name, startDate: tasks.startDate, endDate: tasks.endDate }).from(tasks).where(eq(tasks.id, taskId)).limit(1);
  return participants && task && { task, participants };
}
