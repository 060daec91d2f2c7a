import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalObserverVoter } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { recordSignIn } from '../../db/session';
import { setObserverVote } from './store';
import {
  useObserverStationList,
  useObserverStations,
  useObserverVoters,
  useOpenStationVoters,
  useRowSyncStates,
  useStationTurnout,
} from './use-voting-data';

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
  it('stations sorted by code, with totals and voted counts of this member only', async () => {
    const { result } = renderHook(() => useObserverStations(1));
    await waitFor(() => expect(result.current.stations).toBeDefined());
    expect(result.current).toEqual({
      stations: [
        { id: 1, code: '0002', total: 2, voted: 1 },
        { id: 2, code: '0010', total: 1, voted: 0 },
      ],
      downloadedAt: 1234,
    });
  });

  it('a station’s voters sorted by list number; row states follow the outbox live', async () => {
    const voters = renderHook(() => useObserverVoters(1, 1));
    await waitFor(() => expect(voters.result.current?.map((v) => v.voter_id)).toEqual([11, 10]));

    const states = renderHook(() => useRowSyncStates(1));
    expect(states.result.current.size).toBe(0);
    await setObserverVote(1, 7, 10, true);
    await waitFor(() => expect(states.result.current.get('vote:observer:10')).toBe('pending'));
    await waitFor(() => expect(voters.result.current?.find((v) => v.voter_id === 10)?.voted).toBe(true));
  });

  it('turnout of the open station follows its loaded voters; the others come from the store', async () => {
    const { result } = renderHook(() => {
      const list = useObserverStationList(1);
      const open = useOpenStationVoters(1, 1);
      return useStationTurnout(1, list.stations, open, 1);
    });
    await waitFor(() =>
      expect(result.current).toEqual([
        { id: 1, code: '0002', total: 2, voted: 1 },
        { id: 2, code: '0010', total: 1, voted: 0 },
      ]),
    );
    await setObserverVote(1, 7, 10, true);
    await waitFor(() => expect(result.current?.[0]).toEqual({ id: 1, code: '0002', total: 2, voted: 2 }));
    await setObserverVote(1, 7, 12, true);
    await waitFor(() => expect(result.current?.[1]).toEqual({ id: 2, code: '0010', total: 1, voted: 1 }));
  });

  it('row states keep the same Map while no row changes state', async () => {
    const states = renderHook(() => useRowSyncStates(1));
    await setObserverVote(1, 7, 10, true);
    await waitFor(() => expect(states.result.current.get('vote:observer:10')).toBe('pending'));
    const before = states.result.current;
    // A write that leaves every key in the same state (a newer version of the same pending mark).
    await db.outbox.update('vote:observer:10', { updatedAt: Date.now() + 1 });
    await setObserverVote(1, 7, 11, false);
    await waitFor(() => expect(states.result.current.get('vote:observer:11')).toBe('pending'));
    const after = states.result.current;
    expect(after).not.toBe(before);
    await db.outbox.update('vote:observer:11', { updatedAt: Date.now() + 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(states.result.current).toBe(after);
  });
});
