import { planWrite, type LocalChange, type RowPlan } from '../sync/outbox-rules';
import type { TerrenDb } from './database';

/**
 * Folds a local change into the outbox (see planWrite). Call it INSIDE the transaction that
 * writes the record itself, with `db.outbox` in its scope: the record and its row then commit or
 * fail together, so no change goes untracked.
 */
export async function writeOutboxChange(db: TerrenDb, change: LocalChange, serverHolds: boolean, now: number): Promise<RowPlan> {
  const plan = planWrite(await db.outbox.get(change.key), change, serverHolds, now);
  if (plan.action === 'delete') await db.outbox.delete(change.key);
  else if (plan.action === 'put') await db.outbox.put(plan.row);
  return plan;
}
