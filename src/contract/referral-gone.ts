/**
 * The `Error` of DELETE /api/patronage/voter-reference/{id}/ for a referral that does not exist
 * (or is not the member's). The outbox reads it as "already deleted", so it is part of the
 * contract; zod-free because the service worker imports it.
 */
export const REFERRAL_GONE = 'Referimi nuk u gjet!';
