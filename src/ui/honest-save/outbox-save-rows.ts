import { liveQuery } from 'dexie';
import type { TerrenDb } from '../../db/database';
import { saveRowsState, type WatchSave, type WrittenRow } from './save-rows';

/**
 * The rows a save left under the keys it touched, read once it has committed. A key without a row
 * was acknowledged already, or its change brought the record back to the server's value: either
 * way nothing waits, which is what a confirmed row looks like.
 */
export async function rowsLeft(db: TerrenDb, keys: readonly string[]): Promise<WrittenRow[]> {
  const rows = await db.outbox.bulkGet([...keys]);
  return rows.flatMap((row) => (row === undefined ? [] : [{ key: row.key, seq: row.seq }]));
}

/** Watches those rows in the outbox (acknowledged: deleted; refused: 'attention'). */
export function watchWrittenRows(db: TerrenDb, written: readonly WrittenRow[]): WatchSave {
  const keys = written.map((row) => row.key);
  return (listener) => {
    const subscription = liveQuery(() => db.outbox.bulkGet(keys)).subscribe({
      next: (rows) => listener(saveRowsState(written, rows)),
      error: (error: unknown) => console.error('honest save: the outbox could not be read', error),
    });
    return () => subscription.unsubscribe();
  };
}
