import type { FtvVoterEdit } from '../../contract/ftv-voter-edit';
import { idOrNull, pickFields, textOrNull } from './field-checks';
import { alsoAndTouched, type AlsoBase, alsoBaseBody, changedBase } from './changed-base';
import { valueConflictHolds } from './conflict-current';
import type { KindSpec } from './kind-spec';

export const FTV_KIND = 'ftv-voter';

/** The coordinator's assessment of a first-time voter and the server values it was made from. */
export interface FtvDesired {
  value: FtvVoterEdit;
  /** Null until the write fills it in (collection rebase); a row is never sent without it. */
  base: FtvVoterEdit | null;
  /** Values an unanswered earlier send may have left on the server (see AlsoBase); absent: none. */
  also?: AlsoBase<FtvVoterEdit> | undefined;
  /** The fields the member touched (see changeBase); absent on older rows: those differing from the base. */
  touched?: string[] | undefined;
}

const safety = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;

const parseEdit = (value: unknown): FtvVoterEdit =>
  pickFields<FtvVoterEdit>(value, { political_preference_id: idOrNull, safety_rating: safety, email: textOrNull, phone: textOrNull, comment: textOrNull }, 'first-time voter');

export function parseFtvDesired(value: unknown): FtvDesired {
  if (typeof value !== 'object' || value === null) throw new Error('malformed first-time voter row');
  const { value: edit, base, also, touched } = value as Record<string, unknown>;
  const parsed = parseEdit(edit);
  return { value: parsed, base: base === null || base === undefined ? null : parseEdit(base), ...alsoAndTouched({ also, touched }, parsed, parseEdit) };
}

/** PUT set-ftv-voter-preference/{id}/ (spec 02 §7) with the changed fields' `base`: 409 when another device changed one of them. */
export const ftvKind: KindSpec = {
  kind: FTV_KIND,
  request(row, target) {
    const desired = parseFtvDesired(row.desired);
    const voterId = Number(target.entityId);
    if (!Number.isSafeInteger(voterId) || voterId <= 0) throw new Error(`invalid first-time voter id ${target.entityId}`);
    if (desired.base === null) throw new Error('first-time voter edit without a base');
    return { method: 'PUT', path: `/api/patronage/set-ftv-voter-preference/${voterId}/`, body: { ...desired.value, base: changedBase({ ...desired, base: desired.base }), ...alsoBaseBody(desired.also) }, complete: true };
  },
  conflictHolds: valueConflictHolds(parseEdit),
};
