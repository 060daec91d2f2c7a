import { describe, expect, it, vi } from 'vitest';
import type { DaySealReceipt } from '../../../contract/day-seal';
import type { OutboxRow } from '../../../db/database';
import { runDaySeal, SEAL_SYNC_WAIT_MS, type DaySealPorts } from './run-day-seal';
import type { DescribedRow } from './seal-check';

const RECEIPT: DaySealReceipt = { client_id: 'phone-1', server_time: '2026-12-06T17:00:00.000Z', stations: [{ qv_id: 1, code: '0001', marked_here: 2, voted: 9 }] };

function pending(id: number, state: OutboxRow['state'] = 'pending'): DescribedRow {
  return {
    row: { key: `vote:observer:${id}`, kind: 'vote:observer', userId: 7, desired: { voted: true }, version: 1, state, attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: id, updatedAt: id, sentVersion: null },
    description: { action: 'voteConfirm', name: null, entityId: String(id) },
  };
}

/** Ports over a fake outbox: each foreground sync sends `perSync` rows. */
function ports(options: { online?: boolean; rows: DescribedRow[]; perSync?: number }) {
  let rows = [...options.rows];
  let clock = 0;
  const kept: DaySealReceipt[] = [];
  const fake = {
    online: () => options.online ?? true,
    syncInForeground: vi.fn(() => {
      rows = rows.filter((r, i) => r.row.state !== 'pending' || i >= (options.perSync ?? rows.length));
      return Promise.resolve();
    }),
    readRows: () => Promise.resolve(rows),
    fetchReceipt: vi.fn(() => Promise.resolve(RECEIPT)),
    keep: (receipt: DaySealReceipt) => {
      kept.push(receipt);
      return Promise.resolve();
    },
    now: () => clock,
    sleep: (ms: number) => {
      clock += ms;
      return Promise.resolve();
    },
  } satisfies DaySealPorts;
  return { fake, kept };
}

describe('runDaySeal', () => {
  it('syncs first, then asks the server for the receipt and keeps it', async () => {
    const { fake, kept } = ports({ rows: [pending(1), pending(2)], perSync: 1 });
    const outcome = await runDaySeal(fake);
    expect(outcome).toEqual({ kind: 'sealed', receipt: RECEIPT });
    expect(fake.syncInForeground).toHaveBeenCalledTimes(2);
    expect(kept).toEqual([RECEIPT]);
  });

  it('offline, refuses at once without syncing or asking the server', async () => {
    const { fake, kept } = ports({ online: false, rows: [pending(1)] });
    const outcome = await runDaySeal(fake);
    expect(outcome.kind === 'refused' && outcome.check.offline && outcome.check.marks.length === 1).toBe(true);
    expect(fake.syncInForeground).not.toHaveBeenCalled();
    expect(fake.fetchReceipt).not.toHaveBeenCalled();
    expect(kept).toEqual([]);
  });

  it('refuses with the rows still pending once the wait is over', async () => {
    const { fake } = ports({ rows: [pending(1)], perSync: 0 });
    const outcome = await runDaySeal(fake);
    expect(outcome.kind).toBe('refused');
    expect(fake.syncInForeground.mock.calls.length).toBeGreaterThan(SEAL_SYNC_WAIT_MS / 1000);
    expect(fake.fetchReceipt).not.toHaveBeenCalled();
  });

  it('does not wait on a row only the member can settle', async () => {
    const { fake } = ports({ rows: [pending(1, 'attention')] });
    const outcome = await runDaySeal(fake);
    expect(outcome.kind === 'refused' && outcome.check.marks[0]?.reason).toBe('refused');
    expect(fake.syncInForeground).toHaveBeenCalledTimes(1);
  });

  it('reports a receipt the server did not give, keeping nothing', async () => {
    const { fake, kept } = ports({ rows: [] });
    fake.fetchReceipt.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await runDaySeal(fake);
    expect(outcome.kind).toBe('failed');
    expect(kept).toEqual([]);
  });
});
