import Dexie, { type EntityTable } from 'dexie';
import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';
import type { OutboxRow } from '../sync/outbox-row';

// The row type lives with the sync engine (which must not import Dexie); re-exported for the app.
export type { OutboxRow } from '../sync/outbox-row';

/** The signed-in member's token, kept here (not only in localStorage) so the service worker can send. */
export interface SessionRow {
  userId: number;
  /** Null after sign-out or after the server refused it; the member's outbox rows then wait. */
  token: string | null;
  signedInAt: number;
  /** Epoch ms when the server answered 401/403 to this member's token; cleared by the next sign-in. */
  authRejectedAt?: number | null;
}

/** A downloaded observer voter. `serverVoted` is the last state the server confirmed; `voted` is the local intent. */
export interface LocalObserverVoter extends ObserverVoter {
  userId: number;
  serverVoted: boolean;
  /** Folded (lowercase, ë→e, ç→c) "name surname" for prefix search. */
  folded: string;
  /**
   * Epoch ms of the newest server knowledge in `serverVoted` from an acknowledgement. A list
   * download that started earlier must not overwrite it with its older copy.
   */
  serverAt?: number;
}

export interface LocalStation {
  userId: number;
  id: number;
  code: string;
}

export interface LocalPatronageVoter extends PatronageVoter {
  userId: number;
  serverVoted: boolean;
  folded: string;
  /** See LocalObserverVoter.serverAt. */
  serverAt?: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Server id of a record created offline under a local id (`local-…`), stored once its create is acknowledged. */
export interface LocalIdRow {
  localId: string;
  kind: string;
  serverId: string;
}

export class TerrenDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'key'>;
  session!: EntityTable<SessionRow, 'userId'>;
  observerStations!: Dexie.Table<LocalStation, [number, number]>;
  observerVoters!: Dexie.Table<LocalObserverVoter, [number, number]>;
  patronageVoters!: Dexie.Table<LocalPatronageVoter, [number, number]>;
  meta!: EntityTable<MetaRow, 'key'>;
  localIds!: EntityTable<LocalIdRow, 'localId'>;

  constructor(name = 'terren') {
    super(name);
    this.version(1).stores({
      outbox: 'key, userId, state, nextAttemptAt',
      session: 'userId',
      observerStations: '[userId+id], userId',
      observerVoters: '[userId+voter_id], userId, [userId+qv_id]',
      patronageVoters: '[userId+patronager_voter_id], userId',
      meta: 'key',
    });
    // v2: the sync engine's due-row and status queries per member, and the local → server id map.
    this.version(2).stores({
      outbox: 'key, userId, state, nextAttemptAt, [userId+state+nextAttemptAt], [userId+state+createdAt]',
      localIds: 'localId',
    });
  }
}

export const db = new TerrenDb();
