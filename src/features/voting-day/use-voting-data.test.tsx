import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalObserverVoter } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { recordSignIn } from '../../db/session';
import { setObserverVote } from './store';
import { useObserverStationList, useRowMarks, useStationTurnout, type OpenStationCounts } from './use-voting-data';

function voter(id: number, qvId: number, listNumber: number, voted = false): LocalObserverVoter {
  return { userId: 1, voter_id: id, qv_id: qvId, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: listNumber, voted, serverVoted: voted, folded: 'ana hoxha' };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await recordSignIn({ userId: 1, token: 't' });
  await db.observerStations.bulkPut([
    { userId: 1, id: 2, code: '0010' },
    { userId: 1, id: 1, code: '0002' },
  ]);
  await db.observerVoters.bulkPut([voter(10, 1, 3), voter(11, 1, 1, true), voter(12, 2, 1), { ...voter(13, 1, 1), userId: 2 }]);
  await db.meta.put({ key: downloadedAtKey('observer', 1), value: 1234 });
});

describe('voting-day live data', () => {
  it('stations sorted by code, with totals, when the list was stored, and voted counts of this member only', async () => {
    const { result } = renderHook(() => {
      const list = useObserverStationList(1);
      return { downloadedAt: list.downloadedAt, turnout: useStationTurnout(1, list.stations, undefined, null) };
    });
    await waitFor(() => expect(result.current.turnout).toBeDefined());
    expect(result.current).toEqual({
      turnout: [
        { id: 1, code: '0002', total: 2, voted: 1 },
        { id: 2, code: '0010', total: 1, voted: 0 },
      ],
      downloadedAt: 1234,
    });
  });

  it('row states follow the outbox live', async () => {
    const states = renderHook(() => useRowMarks(1));
    expect(states.result.current.observed.size).toBe(0);
    await setObserverVote(1, 7, 10, true);
    await waitFor(() => expect(states.result.current.observed.get('vote:observer:10')).toBe('pending'));
    expect(states.result.current.marks.get('vote:observer:10')).toBe('pending');
    // The server's answer removes the row: the mark follows without a tap.
    await db.outbox.delete('vote:observer:10');
    await waitFor(() => expect(states.result.current.observed.size).toBe(0));
    expect(states.result.current.marks.get('vote:observer:10')).toBe('sent');
  });

  it('turnout of the open station follows the voters on screen; the others come from the store', async () => {
    // What the page hands over: the open station's counts as it holds them (OpenStation.size(), votedCount()).
    const openOf = async (): Promise<OpenStationCounts> => {
      const voters = await db.observerVoters.where('[userId+qv_id]').equals([1, 1]).toArray();
      return { qvId: 1, total: voters.length, voted: voters.filter((voter) => voter.voted).length };
    };
    const { result, rerender } = renderHook(
      ({ open }: { open: OpenStationCounts }) => {
        const list = useObserverStationList(1);
        return useStationTurnout(1, list.stations, open, 1);
      },
      { initialProps: { open: await openOf() } },
    );
    await waitFor(() =>
      expect(result.current).toEqual([
        { id: 1, code: '0002', total: 2, voted: 1 },
        { id: 2, code: '0010', total: 1, voted: 0 },
      ]),
    );
    await setObserverVote(1, 7, 10, true);
    rerender({ open: await openOf() });
    await waitFor(() => expect(result.current?.[0]).toEqual({ id: 1, code: '0002', total: 2, voted: 2 }));
    await setObserverVote(1, 7, 12, true);
    await waitFor(() => expect(result.current?.[1]).toEqual({ id: 2, code: '0010', total: 1, voted: 1 }));
  });

  it('row states keep the same Map while no row changes state', async () => {
    const { result } = renderHook(() => useRowMarks(1).observed);
    await setObserverVote(1, 7, 10, true);
    await waitFor(() => expect(result.current.get('vote:observer:10')).toBe('pending'));
    const before = result.current;
    // A write that leaves every key in the same state (a newer version of the same pending mark).
    await db.outbox.update('vote:observer:10', { updatedAt: Date.now() + 1 });
    await setObserverVote(1, 7, 11, false);
    await waitFor(() => expect(result.current.get('vote:observer:11')).toBe('pending'));
    const after = result.current;
    expect(after).not.toBe(before);
    await db.outbox.update('vote:observer:11', { updatedAt: Date.now() + 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(after);
  });
});
