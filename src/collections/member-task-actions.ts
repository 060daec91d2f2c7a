import type { LocalTaskComment, LocalTaskCompletion, LocalTaskReport } from '../db/database';
import {
  parseCommentDesired,
  parseCompletionDesired,
  parseReportDesired,
  taskCommentKind,
  taskCompletionKind,
  taskReportKind,
  type Completion,
} from '../sync/kinds/member-task-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';
import { sentOnceCollection } from './sent-once';

/** What the server says about one assignment, as far as done / refuse and the report go. */
export interface AssignmentItem {
  id: number;
  completed: boolean;
  refused: boolean;
  comment: string | null;
}

export const completionOf = (item: Pick<AssignmentItem, 'completed' | 'refused'>): Completion =>
  item.completed ? 'completed' : item.refused ? 'refused' : 'open';

const describe = (row: { key: string; kind: string }) => ({ action: 'unknown', name: null, entityId: entityIdOf(row) });

/** 'Detyra u krye' and 'Refuzo detyrën' (spec 02 §2.4) made offline first. */
export const taskCompletion: OfflineCollection<LocalTaskCompletion, Completion, AssignmentItem> = {
  kind: taskCompletionKind.kind,
  spec: taskCompletionKind,
  table: (db) => db.taskCompletions,
  keyOf: (entityId) => Number(entityId),
  valueOf: (desired) => parseCompletionDesired(desired).completion,
  intent: (record) => record.completion,
  server: (record) => record.serverCompletion,
  withIntent: (completion) => ({ completion }),
  withServer: (serverCompletion, at) => ({ serverCompletion, serverAt: at }),
  download: {
    entityId: (item) => item.id,
    value: completionOf,
    toRecord: (item, userId, merged) => ({ userId, key: item.id, completion: merged.intent, serverCompletion: merged.server, serverAt: merged.serverAt }),
  },
  describe,
};

/** The member's report (spec 02 §2.4 rich-text editor), saved offline first. */
export const taskReport: OfflineCollection<LocalTaskReport, string | null, AssignmentItem> = {
  kind: taskReportKind.kind,
  spec: taskReportKind,
  table: (db) => db.taskReports,
  keyOf: (entityId) => Number(entityId),
  valueOf: (desired) => parseReportDesired(desired).comment,
  intent: (record) => record.report,
  server: (record) => record.serverReport,
  withIntent: (report) => ({ report }),
  withServer: (serverReport, at) => ({ serverReport, serverAt: at }),
  download: {
    entityId: (item) => item.id,
    value: (item) => item.comment,
    toRecord: (item, userId, merged) => ({ userId, key: item.id, report: merged.intent, serverReport: merged.server, serverAt: merged.serverAt }),
  },
  describe,
};

/** A comment written on this device (spec 02 §2.4 chat); the thread is a read-only copy. */
export const taskComments = sentOnceCollection<LocalTaskComment>({
  spec: taskCommentKind,
  table: (db) => db.taskComments,
  check: parseCommentDesired,
  describe,
});
