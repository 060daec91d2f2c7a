import { useLiveQuery } from 'dexie-react-hooks';
import { resolveKey } from '../../../collections/resolve-record';
import { emigrantReferences } from '../../../collections/emigrant-references';
import { db, type LocalEmigrantReference } from '../../../db/database';
import { isShown } from '../list/use-emigrant-list';

/**
 * The reference an edit view names by key: undefined while read, null when it is not (or no
 * longer) on the device. A reference made here may be opened under its local id and confirmed by
 * the server while the form is open: the local → server id map still finds it.
 */
export function useEmigrantRecord(userId: number, key: string): LocalEmigrantReference | null | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', db.emigrantReferences, db.localIds, async () => {
        const record = await db.emigrantReferences.get([userId, await resolveKey(db, emigrantReferences, key)]);
        return record && isShown(record) ? record : null;
      }),
    [userId, key],
  );
}
