import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { rowKey } from '../../collections/offline-collection';
import { taskAttendance } from '../../collections/task-attendance';
import type { TaskQrView } from '../../contract/task-attendance';
import { db } from '../../db/database';
import { storeParticipants } from './store';
import type { PendingChange } from './use-assignment-changes';

export interface ShownParticipant {
  memberId: number;
  name: string;
  surname: string;
  photo: string | null;
  completed: boolean;
  change: PendingChange | undefined;
}

/**
 * The task's participants as this device knows them: each fresh copy of the view is kept in the
 * attendance collection (a scan with no signal is checked against it), merged with the scans not
 * sent yet, so a participant scanned offline shows as attended at once.
 */
export function useParticipants(userId: number | null, view: TaskQrView | undefined, fetchedAt: number | null, watermark: number | null): ShownParticipant[] {
  const taskId = view?.id;
  // Once per fetched copy (the copy's object is new on every render; its time is not).
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  useEffect(() => {
    const copy = latest.current;
    if (userId !== null && copy && fetchedAt !== null) void storeParticipants(userId, copy, watermark);
    // A new copy has a new fetch time; its watermark comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, fetchedAt]);
  const local = useLiveQuery(async () => {
    if (userId === null || taskId === undefined) return [];
    const records = await db.taskParticipants.where('[userId+taskId]').equals([userId, taskId]).toArray();
    const rows = await db.outbox.bulkGet(records.map((r) => rowKey(taskAttendance, r.key)));
    return records.map((r, i): ShownParticipant => {
      const row = rows[i];
      return {
        memberId: r.memberId,
        name: r.name,
        surname: r.surname,
        photo: r.photo,
        completed: r.completed,
        change: row?.userId === userId ? { key: row.key, state: row.state, lastError: row.lastError } : undefined,
      };
    });
  }, [userId, taskId]);
  if (!view) return [];
  const byId = new Map((local ?? []).map((p) => [p.memberId, p]));
  // The server's order (surname, name); a participant not stored yet shows as the copy has them.
  return view.members.map(
    (m) => byId.get(m.member_id) ?? { memberId: m.member_id, name: m.member_name, surname: m.member_surname, photo: m.member_photo, completed: m.completed, change: undefined },
  );
}
