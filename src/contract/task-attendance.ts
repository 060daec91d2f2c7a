/**
 * QR attendance (spec 02 §2.5, §3 "Task (QR view)", "Participant", §4 QR scan rules, §7 "Task
 * attendance and info").
 *
 * A participant's QR code holds the text `terren,<memberId>,<taskId>,<keyId>,<signature>`:
 * comma-separated, the member id second as the spec reads it. The signature is ECDSA P-256 over
 * SHA-256 of the text before it (`terren,<memberId>,<taskId>,<keyId>`), r||s in base64url, made
 * with the server's signing key `keyId` (attendance-signature.ts). The private key never leaves
 * the server; the public keys come with the task's QR view, so a scanning device verifies every
 * code with no signal and nobody can print a code for a member from the ids alone. A key is
 * refused once retired (rotation: codes of an older key keep working until then). The creator's
 * QR PDF (issue 12) prints these texts; the scanner sends the text it read, whole, as `qr_code`.
 * The earlier `terren,<memberId>,<taskId>,<16-char HMAC>` codes are no longer valid.
 */
import { z } from 'zod';
import { dbIdCoerced, PG_INT_MAX, plainText } from './common';
import { taskPriority } from './member-tasks';

export const ATTENDANCE_QR_PREFIX = 'terren';
/** 64 bytes (r||s of P-256) in base64url without padding. */
export const ATTENDANCE_SIGNATURE_LENGTH = 86;

export interface SignedFields {
  memberId: number;
  taskId: number;
  keyId: number;
}

export interface AttendanceCode extends SignedFields {
  signature: string;
}

/** The exact text the signature covers. */
export function attendanceMessage(code: SignedFields): string {
  return [ATTENDANCE_QR_PREFIX, code.memberId, code.taskId, code.keyId].join(',');
}

/** The text of a participant's QR code. */
export function attendanceQrText(code: AttendanceCode): string {
  return `${attendanceMessage(code)},${code.signature}`;
}

const ID = '([1-9][0-9]{0,9})';
const QR_TEXT = new RegExp(`^${ATTENDANCE_QR_PREFIX},${ID},${ID},${ID},([A-Za-z0-9_-]{${ATTENDANCE_SIGNATURE_LENGTH}})$`);

/** The parts of a scanned text, or undefined when it is not shaped like one of our codes (surrounding white space aside); the signature is not checked here. */
export function parseAttendanceQr(text: string): AttendanceCode | undefined {
  const match = QR_TEXT.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return undefined;
  const [memberId, taskId, keyId] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (memberId > PG_INT_MAX || taskId > PG_INT_MAX || keyId > PG_INT_MAX) return undefined;
  return { memberId, taskId, keyId, signature: match[4] };
}

/** A public key codes are checked with: SPKI DER in base64url. */
export const attendancePublicKey = z.object({ id: z.number().int().positive(), public_key: z.string().min(1) });
export type AttendancePublicKey = z.infer<typeof attendancePublicKey>;

export const participant = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  member_surname: z.string(),
  member_photo: z.string().nullable(),
  /** The assignment is done: for a QR task, the member's code was scanned. */
  completed: z.boolean(),
});
export type Participant = z.infer<typeof participant>;

/** GET /api/hr/taskinfoqrc/ with task_id. */
export const taskInfoQrcQuery = z.object({ task_id: dbIdCoerced });

/**
 * The task's QR view. The creator and the attendance takers see every participant; an assignee
 * sees only their own row. `can_scan` (ours) says whether the caller may take attendance.
 */
export const taskQrView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  task_priority: taskPriority,
  create_member: z.object({ name: z.string(), surname: z.string() }),
  /** The task as a whole is closed by its creator. */
  completed: z.boolean(),
  progress: z.number().int().min(0).max(100),
  hash_code: z.string().nullable(),
  is_qrcode: z.boolean(),
  is_qrcode_unique: z.boolean(),
  /** Always null here: the creator's QR PDF is made on request (issue 12). */
  qr_code_file: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  members: z.array(participant),
  can_scan: z.boolean(),
  /**
   * The keys (none retired) whose codes the device accepts with no signal; empty for a caller who
   * may not scan.
   */
  public_keys: z.array(attendancePublicKey),
});
export type TaskQrView = z.infer<typeof taskQrView>;

/**
 * POST /api/hr/membertask/qrcode/ — the creator or an attendance taker of the task scans a
 * participant's code: 200 with the participant now completed (their points paid), 409 when the
 * participant was completed before (the client counts it as done).
 */
export const attendanceScanBody = z.object({ qr_code: plainText(200) });
