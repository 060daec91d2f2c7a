import type { LocalParticipant } from '../db/database';
import { parseAttendanceDesired, taskAttendanceKind } from '../sync/kinds/member-task-kinds';
import { entityIdOf } from '../sync/outbox-row';
import type { OfflineCollection } from './offline-collection';

/** A participant as the QR view lists it, with the task it belongs to. */
export interface TaskParticipantItem {
  taskId: number;
  member_id: number;
  member_name: string;
  member_surname: string;
  member_photo: string | null;
  completed: boolean;
}

export const participantKey = (taskId: number, memberId: number): string => `${taskId}-${memberId}`;

/**
 * QR attendance (spec 02 §2.5, §4): a scan marks the participant attended on the device at once
 * and its outbox row sends the code; the value is "attended".
 */
export const taskAttendance: OfflineCollection<LocalParticipant, boolean, TaskParticipantItem> = {
  kind: taskAttendanceKind.kind,
  spec: taskAttendanceKind,
  table: (db) => db.taskParticipants,
  keyOf: (entityId) => entityId,
  valueOf: (desired) => {
    parseAttendanceDesired(desired);
    return true;
  },
  intent: (record) => record.completed,
  server: (record) => record.serverCompleted,
  withIntent: (completed) => ({ completed }),
  withServer: (serverCompleted, at) => ({ serverCompleted, serverAt: at }),
  download: {
    entityId: (item) => participantKey(item.taskId, item.member_id),
    value: (item) => item.completed,
    toRecord: (item, userId, merged) => ({
      userId,
      key: participantKey(item.taskId, item.member_id),
      taskId: item.taskId,
      memberId: item.member_id,
      name: item.member_name,
      surname: item.member_surname,
      photo: item.member_photo,
      completed: merged.intent,
      serverCompleted: merged.server,
      serverAt: merged.serverAt,
    }),
  },
  describe: (row, record) => ({ action: 'unknown', name: record ? `${record.name} ${record.surname}` : null, entityId: entityIdOf(row) }),
};
