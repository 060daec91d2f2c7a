import { useCallback } from 'react';
import { toApiError } from '../../api/api-error';
import { referenceRows, type ReferenceListName, type ReferenceRow, type ReferenceRowInput } from '../../contract/reference-lists';
import { db } from '../../db/database';
import { useCachedRead, type CachedRead } from '../../ui/cached/use-cached-read';
import { createRow, deleteRow, updateRow } from './api';
import { listPath } from './lists';

/** A change's outcome: null when the server took it, else the server's `Error` text (null inside when it gave none). */
export type ChangeFailure = { text: string | null } | null;

export interface ReferenceList extends CachedRead<ReferenceRow[]> {
  create: (body: ReferenceRowInput) => Promise<ChangeFailure>;
  update: (id: number, body: ReferenceRowInput) => Promise<ChangeFailure>;
  remove: (id: number) => Promise<ChangeFailure>;
}

const byName = (a: ReferenceRow, b: ReferenceRow) => a.name.localeCompare(b.name, 'sq') || a.id - b.id;

/**
 * One list, offline first (the device's last copy, refreshed online), with the changes that need
 * the server. After a change the device copy takes the server's answer at once (so the table does
 * not flash the old row) and the list is fetched again, which replaces the copy with the server's own.
 */
export function useReferenceList(userId: number | null, list: ReferenceListName): ReferenceList {
  const path = listPath(list);
  const read = useCachedRead(userId, path, referenceRows);
  const { refresh } = read;

  const apply = useCallback(
    async (change: () => Promise<(rows: ReferenceRow[]) => ReferenceRow[]>): Promise<ChangeFailure> => {
      let patch: (rows: ReferenceRow[]) => ReferenceRow[];
      try {
        patch = await change();
      } catch (error) {
        const failure = await toApiError(error);
        // The server answered: the list may have changed under the screen (a row deleted elsewhere).
        if (failure.kind === 'http') refresh();
        return { text: failure.serverText };
      }
      if (userId !== null) {
        await db.transaction('rw', db.cachedReads, async () => {
          const copy = await db.cachedReads.get([userId, path]);
          const rows = referenceRows.safeParse(copy?.value);
          if (copy && rows.success) await db.cachedReads.put({ ...copy, value: patch(rows.data) });
        });
      }
      refresh();
      return null;
    },
    [userId, path, refresh],
  );

  const create = useCallback(
    (body: ReferenceRowInput) =>
      apply(async () => {
        const row = await createRow(list, body);
        return (rows) => [...rows, row].sort(byName);
      }),
    [apply, list],
  );
  const update = useCallback(
    (id: number, body: ReferenceRowInput) =>
      apply(async () => {
        const row = await updateRow(list, id, body);
        return (rows) => rows.map((r) => (r.id === id ? row : r)).sort(byName);
      }),
    [apply, list],
  );
  const remove = useCallback(
    (id: number) =>
      apply(async () => {
        await deleteRow(list, id);
        return (rows) => rows.filter((r) => r.id !== id);
      }),
    [apply, list],
  );

  return { ...read, create, update, remove };
}
