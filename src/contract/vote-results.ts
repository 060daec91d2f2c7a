import { z } from 'zod';

/**
 * Answer of POST /api/patronage/voting/ and /api/patronage/voting-delete/: the voter's state after
 * the call. A repeat (already voted / already removed) answers 200 with the same state. A change
 * whose `x-terren-seq` is not newer than one already applied from the same device (same
 * `x-terren-client-id`) for this voter is ignored: 200 with the voter's current state, which may
 * differ from what the change asked for.
 */
export const votingResult = z.object({ voter_id: z.number().int(), voted: z.boolean() });
export type VotingResult = z.infer<typeof votingResult>;

/** Answer of PUT /api/patronage/patronager-voter-confirm-voting/{id}/ and …-cancel-voting/{id}/ (same rules as above). */
export const patronageVotingResult = z.object({ patronager_voter_id: z.number().int(), voted: z.boolean() });
export type PatronageVotingResult = z.infer<typeof patronageVotingResult>;
