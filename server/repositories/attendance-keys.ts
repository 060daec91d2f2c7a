import { and, desc, eq, isNull } from 'drizzle-orm';
import { generateAttendanceKeyPair, importSigningKey, signAttendance } from '../../src/contract/attendance-signature';
import { attendanceQrText, type AttendancePublicKey } from '../../src/contract/task-attendance';
import type { Db } from '../db/client';
import { attendanceSigningKeys } from '../db/schema';
import type { Tx } from './client-entity-seq';

/** Signs codes for one key; import once, sign many (a PDF of every participant). */
export interface AttendanceSigner {
  keyId: number;
  /** The whole QR text of a participant of a task. */
  codeFor: (memberId: number, taskId: number) => Promise<string>;
}

/** The keys not retired, newest first: what the server and the scanning devices accept. */
export async function activeAttendanceKeys(db: Db | Tx): Promise<AttendancePublicKey[]> {
  return db
    .select({ id: attendanceSigningKeys.id, public_key: attendanceSigningKeys.publicKey })
    .from(attendanceSigningKeys)
    .where(isNull(attendanceSigningKeys.retiredAt))
    .orderBy(desc(attendanceSigningKeys.id));
}

/** A new signing key: from now on it signs, and the older keys keep verifying until retired. Its id. */
export async function rotateAttendanceKey(db: Db): Promise<number> {
  const pair = await generateAttendanceKeyPair();
  const [row] = await db.insert(attendanceSigningKeys).values(pair).returning({ id: attendanceSigningKeys.id });
  if (!row) throw new Error('attendance signing key: the insert returned nothing');
  return row.id;
}

/** Codes of the key are refused from `now` on, on the server and (after their next copy of the view) on the devices. False for an unknown or already retired key. */
export async function retireAttendanceKey(db: Db, keyId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(attendanceSigningKeys)
    .set({ retiredAt: now })
    .where(and(eq(attendanceSigningKeys.id, keyId), isNull(attendanceSigningKeys.retiredAt)))
    .returning({ id: attendanceSigningKeys.id });
  return rows.length > 0;
}

/**
 * The newest key not retired, made on first need. Two first needs at once may each make one:
 * both stay valid and the newer signs, so no lock is needed.
 */
export async function currentAttendanceKeyId(db: Db): Promise<number> {
  const [newest] = await activeAttendanceKeys(db);
  return newest?.id ?? rotateAttendanceKey(db);
}

export async function attendanceSigner(db: Db): Promise<AttendanceSigner> {
  const keyId = await currentAttendanceKeyId(db);
  const [row] = await db.select({ privateKey: attendanceSigningKeys.privateKey }).from(attendanceSigningKeys).where(eq(attendanceSigningKeys.id, keyId));
  if (!row) throw new Error(`attendance signing key ${keyId} vanished`);
  const key = await importSigningKey(row.privateKey);
  return {
    keyId,
    codeFor: async (memberId, taskId) => attendanceQrText({ memberId, taskId, keyId, signature: await signAttendance(key, { memberId, taskId, keyId }) }),
  };
}
