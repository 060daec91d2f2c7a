import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type LocalObserverVoter } from '../../db/database';
import { JustStored } from './just-stored';
import { FIRST_ROWS, OpenStation } from './open-station';

function voter(id: number, qvId: number, listNumber: number): LocalObserverVoter {
  return { userId: 1, voter_id: id, qv_id: qvId, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: listNumber, voted: false, serverVoted: false, folded: 'ana hoxha' };
}

/** A station of `size` voters stored in reverse list order, so the order seen is the index's. */
async function storeStation(qvId: number, size: number): Promise<void> {
  const voters = Array.from({ length: size }, (_, i) => voter(qvId * 10_000 + size - i, qvId, size - i));
  await db.observerVoters.bulkPut(voters);
}

/** Opens the station and records every list it publishes, with whether it was whole. */
function openRecording(station: OpenStation): { lists: number[][]; whole: boolean[] } {
  const seen = { lists: [] as number[][], whole: [] as boolean[] };
  station.subscribeList(() => {
    seen.lists.push((station.list() ?? []).map((v) => v.list_number));
    seen.whole.push(station.complete());
  });
  station.open();
  return seen;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('OpenStation', () => {
  it('publishes the first rows in list order, then the whole station', async () => {
    await storeStation(1, 100);
    await storeStation(2, 5);
    const station = new OpenStation(1, 1);
    const seen = openRecording(station);
    await waitFor(() => expect(station.complete()).toBe(true));
    station.close();

    expect(seen.whole).toEqual([false, true]);
    expect(seen.lists[0]).toEqual(Array.from({ length: FIRST_ROWS }, (_, i) => i + 1));
    expect(seen.lists[1]).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('a station no longer than the first read is whole at once', async () => {
    await storeStation(1, 12);
    const station = new OpenStation(1, 1);
    const seen = openRecording(station);
    await waitFor(() => expect(station.complete()).toBe(true));
    station.close();
    expect(seen.whole).toEqual([true]);
    expect(seen.lists[0]).toHaveLength(12);
  });

  it('a vote shown while the whole station is still being read is not undone by that older read', async () => {
    await storeStation(1, 100);
    const station = new OpenStation(1, 1);
    const firstId = 1 * 10_000 + 1; // list number 1
    station.subscribeList(() => {
      // After the first rows are published the whole read is issued in the same turn; this vote
      // lands after it began, as a tap on a shown row would.
      if (!station.complete()) queueMicrotask(() => station.applyVote(firstId, true));
    });
    station.open();
    await waitFor(() => expect(station.complete()).toBe(true));
    station.close();
    expect(station.get(firstId)?.voted).toBe(true);
    expect(station.votedCount()).toBe(1);
  });

  it('a change made elsewhere is read back after its commit’s turn, and a vote of this screen is read back once, after it shows', async () => {
    await storeStation(1, 12);
    const station = new OpenStation(1, 1);
    station.open();
    await waitFor(() => expect(station.complete()).toBe(true));
    const [a, c] = [10_001, 10_003];
    const rows: number[] = [];
    for (const id of [a, c]) station.subscribeRow(id, () => rows.push(id));
    const bulkGet = vi.spyOn(db.observerVoters, 'bulkGet');

    // Another tab's write (or an acknowledgement): not read inside the turn its commit is reported in.
    await db.observerVoters.update([1, a], { surname: 'Leka' });
    expect(bulkGet).not.toHaveBeenCalled();
    await waitFor(() => expect(station.get(a)?.surname).toBe('Leka'));
    expect(bulkGet).toHaveBeenCalledTimes(1);
    expect(rows).toEqual([a]);

    // This screen's own vote: shown from memory once committed, its record read once, after.
    rows.length = 0;
    await db.observerVoters.update([1, c], { voted: true });
    station.applyVote(c, true);
    expect(rows).toEqual([c]);
    await waitFor(() => expect(bulkGet).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bulkGet).toHaveBeenCalledTimes(2);
    expect(rows).toEqual([c]);
    station.close();
    bulkGet.mockRestore();
  });

  it('a station opened right after the first download takes its voters from it, in list order, reading none', async () => {
    await storeStation(1, 100);
    await storeStation(2, 5);
    const justStored = new JustStored<LocalObserverVoter>();
    justStored.watch(db.observerVoters);
    // As the download hands them over: every station of the member, in the server's order.
    justStored.offer((await db.observerVoters.toArray()).reverse());
    const where = vi.spyOn(db.observerVoters, 'where');
    const station = new OpenStation(1, 1, justStored);
    const seen = openRecording(station);
    await waitFor(() => expect(station.complete()).toBe(true));
    station.close();
    expect(where).not.toHaveBeenCalled();
    where.mockRestore();
    expect(seen.whole).toEqual([true]);
    expect(seen.lists[0]).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // Offered once: the next station to open reads the table.
    const next = new OpenStation(1, 2, justStored);
    next.open();
    await waitFor(() => expect(next.complete()).toBe(true));
    next.close();
    expect(next.list()).toHaveLength(5);
  });

  it('a copy made stale by a vote is not used: the station reads the table', async () => {
    await storeStation(1, 12);
    const justStored = new JustStored<LocalObserverVoter>();
    justStored.watch(db.observerVoters);
    justStored.offer(await db.observerVoters.toArray());
    await db.observerVoters.update([1, 10_003], { voted: true });
    const station = new OpenStation(1, 1, justStored);
    station.open();
    await waitFor(() => expect(station.complete()).toBe(true));
    station.close();
    expect(station.get(10_003)?.voted).toBe(true);
  });
});
