import { vi } from 'vitest';
import type { TerrenDb } from '../../db/database';

/**
 * Runs `step` once, just before the next transaction `db` opens: how a test lands another write
 * (an acknowledgement, another list) between a store call's reads and its first transaction.
 * Transactions `step` itself opens go through untouched; `ran()` tells whether it happened.
 */
export function beforeFirstTransaction(db: TerrenDb, step: () => Promise<void>): { ran: () => boolean } {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let ran = false;
  vi.spyOn(db, 'transaction').mockImplementation((async (...args: unknown[]) => {
    if (!ran) {
      ran = true;
      await step();
    }
    return transaction(...args);
  }) as unknown as typeof db.transaction);
  return { ran: () => ran };
}
