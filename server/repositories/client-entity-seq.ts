import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientEntitySeqs } from '../db/schema';

/** A transaction handle of the one Db type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who sends a change and from which device (server/http/caller.ts reads it from the request). */
export interface EditCaller {
  memberId: number;
  /** Already validated; null when the client sent none or an invalid one. */
  clientId: string | null;
  /** The change's per-device sequence number (already validated); null from clients that send none. */
  clientSeq: number | null;
}

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

/**
 * Whether this device already applied a change to `entity` at least as new as the caller's; claims
 * the caller's seq otherwise. A caller without a device id or seq (older clients) is never stale.
 */
export async function isStale(tx: Tx, caller: EditCaller, entity: string): Promise<boolean> {
  return caller.clientId !== null && caller.clientSeq !== null && !(await claimSequence(tx, caller.clientId, entity, caller.clientSeq));
}

/**
 * Runs a create's insert unless this device already had it applied: `entity` names the create
 * (null: a create from a client that names none, always inserted), claimed at the caller's seq.
 * The new row's id, or undefined when nothing was inserted (applied before, or a repeat).
 */
export async function insertOnce(tx: Tx, caller: EditCaller, entity: string | null, insert: () => Promise<{ id: number }[]>): Promise<number | undefined> {
  if (entity !== null && (await isStale(tx, caller, entity))) return undefined;
  return (await insert())[0]?.id;
}
