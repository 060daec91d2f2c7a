import type { DaySealReceipt } from '../../../contract/day-seal';
import { checkSeal, stillSending, type DescribedRow, type SealCheck } from './seal-check';

/** How long the seal waits for its foreground sync before it lists what is still on the device. */
export const SEAL_SYNC_WAIT_MS = 15_000;
/** Pause between looks while another runner (a tab, the service worker) is sending. */
const LOOK_AGAIN_MS = 500;

export interface DaySealPorts {
  online(): boolean;
  /** Sends now, rows in backoff included, and resolves when that drain ends. */
  syncInForeground(): Promise<unknown>;
  /** The member's outbox rows, described. */
  readRows(): Promise<DescribedRow[]>;
  /** Asks the server for the receipt (throws when it cannot). */
  fetchReceipt(): Promise<DaySealReceipt>;
  /** Keeps the receipt on the device. */
  keep(receipt: DaySealReceipt): Promise<void>;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export type DaySealOutcome =
  | { kind: 'sealed'; receipt: DaySealReceipt }
  | { kind: 'refused'; check: Extract<SealCheck, { ok: false }> }
  | { kind: 'failed'; error: unknown };

/**
 * 'Mbyll ditën': sync in the foreground, refuse while anything is left on the device (or there is
 * no connection), then ask the server for its receipt and keep it. Voting goes on afterwards.
 */
export async function runDaySeal(ports: DaySealPorts): Promise<DaySealOutcome> {
  let rows: DescribedRow[];
  if (ports.online()) {
    const deadline = ports.now() + SEAL_SYNC_WAIT_MS;
    for (;;) {
      await ports.syncInForeground();
      rows = await ports.readRows();
      // Rows needing the member's decision never go by themselves: no point waiting on them.
      if (!stillSending(rows.map((d) => d.row)) || !ports.online() || ports.now() >= deadline) break;
      await ports.sleep(LOOK_AGAIN_MS);
    }
  } else {
    rows = await ports.readRows();
  }
  const check = checkSeal(rows, ports.online());
  if (!check.ok) return { kind: 'refused', check };
  try {
    const receipt = await ports.fetchReceipt();
    await ports.keep(receipt);
    return { kind: 'sealed', receipt };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
