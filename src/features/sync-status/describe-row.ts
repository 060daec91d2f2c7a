import { db, type OutboxRow } from '../../db/database';
import { OBSERVER_VOTE_KIND, PATRONAGE_VOTE_KIND } from '../../sync/kinds/vote-kinds';
import { entityIdOf } from '../../sync/outbox-row';

/** What a row would change, in terms the user recognises (the voter's name when on the device). */
export interface RowDescription {
  kind: 'vote-confirm' | 'vote-remove' | 'unknown';
  /** "Name Surname (nr. 12)", or null when the record is not on the device. */
  name: string | null;
  entityId: string;
}

function voted(row: OutboxRow): boolean {
  return typeof row.desired === 'object' && row.desired !== null && 'voted' in row.desired && row.desired.voted === true;
}

export async function describeRow(row: OutboxRow): Promise<RowDescription> {
  const entityId = entityIdOf(row);
  const id: [number, number] = [row.userId, Number(entityId)];
  let record: { name: string; surname: string; list_number: number } | undefined;
  if (row.kind === OBSERVER_VOTE_KIND) record = await db.observerVoters.get(id);
  else if (row.kind === PATRONAGE_VOTE_KIND) record = await db.patronageVoters.get(id);
  else return { kind: 'unknown', name: null, entityId: row.key };
  return {
    kind: voted(row) ? 'vote-confirm' : 'vote-remove',
    name: record ? `${record.name} ${record.surname} (nr. ${record.list_number})` : null,
    entityId,
  };
}
