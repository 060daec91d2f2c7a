import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '../../db/database';
import { describeRow, type RowDescription } from './describe-row';

export interface AttentionRow {
  row: OutboxRow;
  description: RowDescription;
}

/** This member's rows the server refused, oldest first, each described for the user. */
export function useAttentionRows(userId: number | null): AttentionRow[] | undefined {
  return useLiveQuery(async () => {
    if (userId === null) return [];
    const rows = await db.outbox
      .where('[userId+state+createdAt]')
      .between([userId, 'attention', Dexie.minKey], [userId, 'attention', Dexie.maxKey], true, true)
      .toArray();
    return Promise.all(rows.map(async (row) => ({ row, description: await describeRow(row) })));
  }, [userId]);
}
