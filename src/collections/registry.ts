import type { TerrenDb } from '../db/database';
import type { KindSpec } from '../sync/kinds/kind-spec';
import type { AnyCollection } from './offline-collection';
import { diasporaReferences } from './diaspora-references';
import { diasporaStatuses } from './diaspora-statuses';
import { emigrantReferences } from './emigrant-references';
import { ftvVoters } from './ftv-voters';
import { taskComments, taskCompletion, taskReport } from './member-task-actions';
import { patronagedVoters } from './patronaged-voters';
import { myInfo, socialAccounts } from './profile';
import { referredVoters } from './referred-voters';
import { taskAttendance } from './task-attendance';
import { taskDocUploads } from './task-doc-uploads';
import { observerVotes, patronageVotes } from './voting-day';

/**
 * Every offline collection. The page's sync runtime, the service worker and the sync panel read
 * this one list: a new area adds its collection here and nowhere else.
 */
export const offlineCollections: readonly AnyCollection[] = [
  observerVotes,
  patronageVotes,
  referredVoters,
  patronagedVoters,
  emigrantReferences,
  diasporaReferences,
  diasporaStatuses,
  ftvVoters,
  myInfo,
  socialAccounts,
  taskAttendance,
  taskCompletion,
  taskReport,
  taskComments,
  taskDocUploads,
];

export const collectionKinds: readonly KindSpec[] = offlineCollections.map((collection) => collection.spec);

export function collectionOf(kind: string): AnyCollection | undefined {
  return offlineCollections.find((collection) => collection.kind === kind);
}

/**
 * The member's downloaded tables that are not collections (no outbox kind of their own). With the
 * collections' tables they are what sign-out removes (wipe.ts): a new per-member table goes here.
 */
export function memberTables(db: TerrenDb): string[] {
  return [db.observerStations.name, db.cachedReads.name, db.tombstones.name, db.daySeals.name];
}
