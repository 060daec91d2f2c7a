import { z } from 'zod';
import { dbId, dbIdCoerced } from './common';
import { LIST_CURSOR_PATTERN } from './headers';

/** GET /api/patronage/my-observer-voters-new/ */
export const observerVoter = z.object({
  voter_id: z.number().int(),
  qv_id: z.number().int(),
  name: z.string(),
  father_name: z.string(),
  surname: z.string(),
  list_number: z.number().int(),
  voted: z.boolean(),
});
export type ObserverVoter = z.infer<typeof observerVoter>;
export const pollingStation = z.object({ id: z.number().int(), code: z.string() });
export type PollingStation = z.infer<typeof pollingStation>;
export const myObserverVoters = z.object({ qvs: z.array(pollingStation), voters: z.array(observerVoter) });
export type MyObserverVoters = z.infer<typeof myObserverVoters>;

/** POST /api/patronage/voting/ (confirm). Ids are int4 row ids: a bigger number is a 400, not a database error. */
export const votingConfirmBody = z.object({ observer_id: dbId, voter_id: dbId });
/** POST /api/patronage/voting-delete/ (remove) */
export const votingDeleteBody = z.object({ voter_id: dbId });

/** GET /api/patronage/my-patronager-voters-election-day/ */
export const patronageVoter = z.object({
  patronager_voter_id: z.number().int(),
  name: z.string(),
  father_name: z.string(),
  surname: z.string(),
  list_number: z.number().int(),
  voted: z.boolean(),
  /** Not in the original payload: added so the "not voted yet" filter can offer a tap-to-call link. */
  phone: z.string().nullable(),
  qv_code: z.string(),
});
export type PatronageVoter = z.infer<typeof patronageVoter>;
export const myPatronagerVotersElectionDay = z.array(patronageVoter);

/**
 * Delta sync (ours, additive): both voting-day lists accept `?since=<cursor>`, the cursor of an
 * earlier answer (header `x-terren-list-cursor`). Without it the answer is the whole list, as the
 * spec has it. With it, the answer is a delta: the voters whose voted flag changed since, each as
 * its id and flag, and the new cursor; `refetch: true` (and no changes) when who is on the list or
 * what else it shows changed (a voter added, removed, moved or renamed, the observer's stations
 * reassigned): the device then downloads the whole list. A change may come again in a later delta:
 * merging is idempotent.
 */
export const listCursor = z
  .string()
  .regex(LIST_CURSOR_PATTERN)
    // Zod runs a refinement even after the pattern failed: BigInt('abc') would throw.
  .refine((cursor) => LIST_CURSOR_PATTERN.test(cursor) && BigInt(cursor) < 2n ** 64n, 'beyond a transaction id');
export const listSinceQuery = z.object({ since: listCursor.optional() });
export const observerVoteChange = observerVoter.pick({ voter_id: true, voted: true });
export type ObserverVoteChange = z.infer<typeof observerVoteChange>;
export const observerVotersDelta = z.object({ cursor: listCursor, refetch: z.boolean(), changes: z.array(observerVoteChange) });
export type ObserverVotersDelta = z.infer<typeof observerVotersDelta>;
export const patronageVoteChange = patronageVoter.pick({ patronager_voter_id: true, voted: true });
export type PatronageVoteChange = z.infer<typeof patronageVoteChange>;
export const patronageVotersDelta = z.object({ cursor: listCursor, refetch: z.boolean(), changes: z.array(patronageVoteChange) });
export type PatronageVotersDelta = z.infer<typeof patronageVotersDelta>;

/** The header carrying the client's id for the vote-event log (defined in headers.ts, zod-free for the service worker). */
export { CLIENT_ID_HEADER } from './headers';

/** GET /api/patronage/observer-paper-list/?station_id= — the paper list (PDF) of one of the observer's stations. */
export const observerPaperQuery = z.object({ station_id: dbIdCoerced });
