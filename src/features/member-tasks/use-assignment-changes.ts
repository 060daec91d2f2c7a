import { useLiveQuery } from 'dexie-react-hooks';
import { knownSince } from '../../collections/collection-download';
import { completionOf, taskCompletion, taskReport } from '../../collections/member-task-actions';
import { rowKey } from '../../collections/offline-collection';
import type { MemberTask } from '../../contract/member-tasks';
import { db, type OutboxRow } from '../../db/database';
import type { Completion } from '../../sync/kinds/member-task-kinds';
import type { PendingChange } from '../../ui/comments/outbox-note';

export type { PendingChange };

export interface AssignmentChanges {
  completion: Completion;
  completionRow: PendingChange | undefined;
  report: string | null;
  reportRow: PendingChange | undefined;
}

const pendingOf = (row: OutboxRow | undefined, userId: number): PendingChange | undefined =>
  row?.userId === userId ? { key: row.key, state: row.state, lastError: row.lastError } : undefined;

/**
 * Done / refuse and the report as the member sees them: a change still on the device wins, then
 * an acknowledgement at least as new as the copy on screen (read at server watermark `shownAt`,
 * null when unknown), then the copy.
 */
export function useAssignmentChanges(userId: number | null, assignment: MemberTask | undefined, shownAt: number | null): AssignmentChanges | undefined {
  const id = assignment?.id;
  const local = useLiveQuery(async () => {
    if (userId === null || id === undefined) return null;
    const [completion, report, completionRow, reportRow] = await Promise.all([
      db.taskCompletions.get([userId, id]),
      db.taskReports.get([userId, id]),
      db.outbox.get(rowKey(taskCompletion, id)),
      db.outbox.get(rowKey(taskReport, id)),
    ]);
    return { completion, report, completionRow: pendingOf(completionRow, userId), reportRow: pendingOf(reportRow, userId) };
  }, [userId, id]);
  if (!assignment || userId === null) return undefined;
  const newer = (serverAt: number | undefined) => serverAt !== undefined && (shownAt === null || knownSince(serverAt, shownAt));
  const c = local?.completion;
  const r = local?.report;
  const completion = c && local?.completionRow ? c.completion : c && newer(c.serverAt) ? c.serverCompletion : completionOf(assignment);
  const report = r && local?.reportRow ? r.report : r && newer(r.serverAt) ? r.serverReport : assignment.comment;
  return { completion, completionRow: local?.completionRow, report, reportRow: local?.reportRow };
}
