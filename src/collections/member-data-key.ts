import { establishDataKey } from '../db/at-rest/key-store';
import type { TerrenDb } from '../db/database';
import { wipeMemberRecords } from './wipe';

/**
 * The data key at sign-in or unlock, and when it had to be replaced (the password was changed on
 * another device, so this one's stored key no longer opens), the lists sealed under the old key
 * go: they could never be read again, and a list that is missing downloads afresh where an
 * unreadable one would show blank rows. Unsent changes sealed under the old key stay in the
 * outbox: they are the member's own work, and nothing on the device may throw it away.
 */
export async function establishMemberKey(db: TerrenDb, userId: number, password: string, iterations?: number): Promise<void> {
  if ((await establishDataKey(db, userId, password, iterations)) === 'replaced') await wipeMemberRecords(db, userId);
}
