import { describeOutboxRow } from '../../../collections/describe-row';
import type { DaySealReceipt } from '../../../contract/day-seal';
import { getClientId } from '../../../db/client-id';
import { db, type LocalDaySeal } from '../../../db/database';
import { syncInForeground } from '../../../sync/adapters/browser-runtime';
import { postDaySeal } from './seal-api';
import type { DaySealPorts } from './run-day-seal';
import type { DescribedRow } from './seal-check';

export type SealModule = LocalDaySeal['module'];

export function readSeal(userId: number, module: SealModule): Promise<LocalDaySeal | undefined> {
  return db.daySeals.get([userId, module]);
}

export async function keepSeal(userId: number, module: SealModule, receipt: DaySealReceipt): Promise<void> {
  await db.daySeals.put({ userId, module, receipt, sealedAt: Date.now(), changedAfter: false });
}

/** A mark made after the seal: the screen says the receipt no longer covers everything. */
export async function noteChangeAfterSeal(userId: number, module: SealModule): Promise<void> {
  await db.daySeals.where('[userId+module]').equals([userId, module]).modify({ changedAfter: true });
}

async function memberRows(userId: number): Promise<DescribedRow[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return Promise.all(rows.map(async (row) => ({ row, description: await describeOutboxRow(db, row) })));
}

/** The seal's ports in the app: the page's sync runtime, this device's outbox and client id, the server. */
export function appSealPorts(userId: number, module: SealModule): DaySealPorts {
  return {
    online: () => navigator.onLine,
    syncInForeground,
    readRows: () => memberRows(userId),
    fetchReceipt: async () => postDaySeal(module, await getClientId(db)),
    keep: (receipt) => keepSeal(userId, module, receipt),
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
