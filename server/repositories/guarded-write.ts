import type { Db } from '../db/client';
import type { Tx } from './client-entity-seq';

/** Thrown inside the transaction so that it rolls back (a sequence claim included) and the result still gets out. */
class Rollback extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * Runs `work` in one transaction. `rollback(result)` ends it without keeping anything written so far
 * (a 409 must not claim the device's sequence number, so the member's decision can reuse it) and
 * makes `result` the answer.
 */
export async function transactionOr<T>(db: Db, work: (tx: Tx, rollback: (result: T) => never) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) =>
      work(tx, (result) => {
        throw new Rollback(result);
      }),
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
}
