import Dexie, { type EntityTable } from 'dexie';
import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';

/**
 * One outbox row per entity, holding the desired state (not a log of clicks).
 * Invariant: `version` grows by one on every local change of the row; a send is acknowledged by
 * deleting the row only if its version is still the version that was sent (compare-and-delete).
 */
export interface OutboxRow {
  /** Entity key, e.g. `vote:observer:<voter_id>`, `vote:patronage:<patronager_voter_id>`. */
  key: string;
  kind: string;
  /** The member who made the change: the row is sent only with this member's token. */
  userId: number;
  /** What the server should end up holding for this entity (JSON-serialisable). */
  desired: unknown;
  version: number;
  state: 'pending' | 'attention';
  attempts: number;
  /** Epoch ms; 0 = as soon as possible. */
  nextAttemptAt: number;
  /** The server's `Error` text (or a local reason) when state is 'attention'. */
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** The signed-in member's token, kept here (not only in localStorage) so the service worker can send. */
export interface SessionRow {
  userId: number;
  token: string | null;
  signedInAt: number;
}

/** A downloaded observer voter. `serverVoted` is the last state the server confirmed; `voted` is the local intent. */
export interface LocalObserverVoter extends ObserverVoter {
  userId: number;
  serverVoted: boolean;
  /** Folded (lowercase, ë→e, ç→c) "name surname" for prefix search. */
  folded: string;
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
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class TerrenDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'key'>;
  session!: EntityTable<SessionRow, 'userId'>;
  observerStations!: Dexie.Table<LocalStation, [number, number]>;
  observerVoters!: Dexie.Table<LocalObserverVoter, [number, number]>;
  patronageVoters!: Dexie.Table<LocalPatronageVoter, [number, number]>;
  meta!: EntityTable<MetaRow, 'key'>;

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
  }
}

export const db = new TerrenDb();
