import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientEntitySeqs } from '../db/schema';

/** A transaction handle of the one Db type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records `seq` as the newest change applied from this device to `entity`, unless one at least as
 * new is already recorded; returns false then: the change is stale. An equal seq is a retry of a
 * change already applied (its answer was lost), so it is stale too.
 *
 * The upsert takes the row lock of (client, entity), so two concurrent changes from one device run
 * one after the other and the newer one wins. Rolled back with its transaction, so a change that
 * ends in an error can be sent again with the same seq.
 */
export async function claimSequence(tx: Tx, clientId: string, entity: string, seq: number): Promise<boolean> {
  const claimed = await tx
    .insert(clientEntitySeqs)
    .values({ clientId, entity, seq })
    .onConflictDoUpdate({
      target: [clientEntitySeqs.clientId, clientEntitySeqs.entity],
      set: { seq: sql`excluded.seq` },
      setWhere: sql`${clientEntitySeqs.seq} < excluded.seq`,
    })
    .returning({ seq: clientEntitySeqs.seq });
  return claimed.length > 0;
}
