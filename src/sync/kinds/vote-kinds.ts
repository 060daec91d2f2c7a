import type { KindSpec } from './kind-spec';

export const OBSERVER_VOTE_KIND = 'vote:observer';
export const PATRONAGE_VOTE_KIND = 'vote:patronage';


export interface ObserverVoteDesired {
  voted: boolean;
  observer_id: number;
}
export interface PatronageVoteDesired {
  voted: boolean;
}

// Hand-written checks rather than zod: this file is bundled into the service worker, kept small.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an observer row's desired state; throws when it is malformed. */
export function parseObserverVoteDesired(value: unknown): ObserverVoteDesired {
  if (isRecord(value) && typeof value.voted === 'boolean' && Number.isSafeInteger(value.observer_id) && (value.observer_id as number) > 0) {
    return { voted: value.voted, observer_id: value.observer_id as number };
  }
  throw new Error('malformed observer vote');
}

/** Reads a patronage row's desired state; throws when it is malformed. */
export function parsePatronageVoteDesired(value: unknown): PatronageVoteDesired {
  if (isRecord(value) && typeof value.voted === 'boolean') return { voted: value.voted };
  throw new Error('malformed patronage vote');
}

function positiveId(entityId: string): number {
  const id = Number(entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`invalid voter id ${entityId}`);
  return id;
}

/**
 * Observer marks (spec 02 §7): confirm is POST /api/patronage/voting/ {observer_id, voter_id},
 * remove is POST /api/patronage/voting-delete/ {voter_id}. Both are idempotent on our server, so
 * any 2xx means the server holds the desired state.
 */
export const observerVoteKind: KindSpec = {
  kind: OBSERVER_VOTE_KIND,
  request(row, target) {
    const desired = parseObserverVoteDesired(row.desired);
    const voterId = positiveId(target.entityId);
    return desired.voted
      ? { method: 'POST', path: '/api/patronage/voting/', body: { observer_id: desired.observer_id, voter_id: voterId }, complete: true }
      : { method: 'POST', path: '/api/patronage/voting-delete/', body: { voter_id: voterId }, complete: true };
  },
};

/** Patronage marks: PUT confirm-voting / cancel-voting with an empty body (spec 02 §7). */
export const patronageVoteKind: KindSpec = {
  kind: PATRONAGE_VOTE_KIND,
  request(row, target) {
    const desired = parsePatronageVoteDesired(row.desired);
    const id = positiveId(target.entityId);
    const action = desired.voted ? 'patronager-voter-confirm-voting' : 'patronager-voter-cancel-voting';
    return { method: 'PUT', path: `/api/patronage/${action}/${id}/`, complete: true };
  },
};
