import { errorText } from '../../contract/error-text';
import { REFERRAL_GONE } from '../../contract/referral-gone';
import type { KindSpec } from './kind-spec';

export const REFERRED_KIND = 'referred';

/** The create call's body (spec 02 §7): kept in the row so a create can be (re)sent, even behind a delete. */
export interface ReferralBody {
  voter_id: number;
  comment: string | null;
  referues: string | null;
  referues_phone: string | null;
}

/** A referral the member wants to exist (or not), with the body that creates it. */
export interface ReferredDesired {
  exists: boolean;
  body: ReferralBody;
}

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

// Hand-written checks rather than zod: this file is bundled into the service worker, kept small.
export function parseReferredDesired(value: unknown): ReferredDesired {
  if (typeof value === 'object' && value !== null && 'exists' in value && 'body' in value) {
    const { exists, body } = value;
    if (typeof exists === 'boolean' && typeof body === 'object' && body !== null) {
      const b = body as Record<string, unknown>;
      if (Number.isSafeInteger(b.voter_id) && nullableString(b.comment) && nullableString(b.referues) && nullableString(b.referues_phone)) {
        return {
          exists,
          body: { voter_id: b.voter_id as number, comment: b.comment, referues: b.referues, referues_phone: b.referues_phone },
        };
      }
    }
  }
  throw new Error('malformed referral');
}

function createdIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const id = (body).id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? String(id) : null;
}

/**
 * Referred voters (spec 02 §7): POST voter-reference creates (our server answers a repeat for the
 * same voter with the existing referral, so a create retried after a lost answer is harmless);
 * DELETE voter-reference/{id}/ removes. A delete of a referral the server has not confirmed yet
 * first sends the create only to learn its id (not complete), then the delete. A create the server
 * already applied from this device and whose referral was deleted since answers 'gone': the record
 * leaves the device.
 */
export const referredKind: KindSpec = {
  kind: REFERRED_KIND,
  request(row, target) {
    const desired = parseReferredDesired(row.desired);
    const create = { method: 'POST' as const, path: '/api/patronage/voter-reference/', body: desired.body };
    if (desired.exists) return { ...create, complete: true };
    if (target.serverId === null) return { ...create, complete: false };
    const id = Number(target.serverId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`invalid referral id ${target.serverId}`);
    return { method: 'DELETE', path: `/api/patronage/voter-reference/${id}/`, complete: true };
  },
  createdId: createdIdOf,
  // The referral is already gone (deleted from another device): what a delete wanted, and for a
  // create this device had applied before (a retry, or a request that crossed the network late),
  // the later delete wins.
  isSuccessEquivalent: (status, body) => status === 404 && errorText(body) === REFERRAL_GONE,
  goneDesired: (row) => ({ ...parseReferredDesired(row.desired), exists: false }),
};
