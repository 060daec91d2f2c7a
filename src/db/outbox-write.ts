import { planWrite, type LocalChange, type RowPlan } from '../sync/outbox-rules';
import type { TerrenDb } from './database';
import { META_KEYS } from './meta-keys';

/**
 * Folds a local change into the outbox (see planWrite). Call it INSIDE the transaction that
 * writes the record itself, with `db.outbox` and `db.meta` in its scope: the record, its row and
 * the device's change sequence then commit or fail together, so no change goes untracked.
 */
export async function writeOutboxChange(db: TerrenDb, change: LocalChange, serverHolds: boolean, now: number): Promise<RowPlan> {
  const plan = planWrite(await db.outbox.get(change.key), change, serverHolds, now, await nextChangeSeq(db));
  if (plan.action === 'delete') await db.outbox.delete(change.key);
  else if (plan.action === 'put') await db.outbox.put(plan.row);
  return plan;
}

/** The next number of the device-wide change sequence (gaps are harmless; going back never happens). */
async function nextChangeSeq(db: TerrenDb): Promise<number> {
  const last = (await db.meta.get(META_KEYS.changeSeq))?.value;
  const next = (typeof last === 'number' && Number.isSafeInteger(last) ? last : 0) + 1;
  await db.meta.put({ key: META_KEYS.changeSeq, value: next });
  return next;
}
