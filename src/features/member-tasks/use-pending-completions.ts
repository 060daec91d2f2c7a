import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { parseCompletionDesired, TASK_COMPLETION_KIND, type Completion } from '../../sync/kinds/member-task-kinds';

const NONE: ReadonlyMap<number, Completion> = new Map();

/**
 * The member's done / refuse decisions still on the device, by assignment: the list's copy was
 * fetched before them, so its rows show the decision instead (and that it waits to be sent).
 */
export function usePendingCompletions(userId: number | null): ReadonlyMap<number, Completion> {
  const pending = useLiveQuery(async () => {
    if (userId === null) return NONE;
    const rows = await db.outbox.where('userId').equals(userId).filter((row) => row.kind === TASK_COMPLETION_KIND).toArray();
    const byTask = new Map<number, Completion>();
    for (const row of rows) {
      try {
        const desired = parseCompletionDesired(row.desired);
        byTask.set(desired.member_task_id, desired.completion);
      } catch {
        // A malformed row shows in the sync panel; the list keeps the server's status.
      }
    }
    return byTask;
  }, [userId]);
  return pending ?? NONE;
}
