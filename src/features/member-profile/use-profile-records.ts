import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalMyInfo, type LocalSocialAccounts } from '../../db/database';
import { ME } from '../../sync/kinds/profile-kinds';

/** The member's two offline records: undefined while loading, null when not on this device yet. */
export function useProfileRecords(userId: number): { info: LocalMyInfo | null | undefined; social: LocalSocialAccounts | null | undefined } {
  const info = useLiveQuery(async () => (await db.myInfo.get([userId, ME])) ?? null, [userId]);
  const social = useLiveQuery(async () => (await db.socialAccounts.get([userId, ME])) ?? null, [userId]);
  return { info, social };
}
