import type { Table } from 'dexie';
import type { TerrenDb } from '../db/database';
import { isLocalId } from '../sync/local-id';
import { rowKey, type AnyCollection, type EntityKey } from './offline-collection';
import { offlineCollections } from './registry';

/** The collections keyed by the local ids of `kind`'s creates (a diaspora reference's flags). */
function waitingOn(kind: string): readonly AnyCollection[] {
  return offlineCollections.filter((c) => c.localIdKind === kind && c.kind !== kind);
}

/** The tables a transaction that may end a create of `kind` needs besides its own. */
export function tablesWaitingOn(db: TerrenDb, kind: string): Table[] {
  return waitingOn(kind).map((c) => c.table(db) as unknown as Table);
}

/**
 * A record created on this device left it before the server ever gave it an id (deleted before its
 * create went out, or the create was answered 'gone'): the records keyed by its local id in other
 * collections, and their outbox rows, can never be sent, so they go with it instead of waiting for
 * ever. Runs inside the caller's transaction (see tablesWaitingOn; db.outbox is always in it).
 */
export async function dropWaitingOnCreate(db: TerrenDb, kind: string, userId: number, key: EntityKey): Promise<void> {
  if (typeof key !== 'string' || !isLocalId(key)) return;
  await Promise.all(waitingOn(kind).map((c) => Promise.all([c.table(db).delete([userId, key]), db.outbox.delete(rowKey(c, key))])));
}
