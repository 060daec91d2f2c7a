import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type LocalPatronageVoter } from '../../db/database';
import { openPatronageList } from './open-patronage-list';

function voter(id: number, qvCode: string, listNumber: number, userId = 1): LocalPatronageVoter {
  return {
    userId,
    patronager_voter_id: id,
    name: 'Ana',
    father_name: 'B',
    surname: 'Hoxha',
    list_number: listNumber,
    voted: false,
    serverVoted: false,
    phone: null,
    qv_code: qvCode,
    folded: 'ana hoxha',
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the open patronage list', () => {
  it("holds the member's voters only, by station code as people read it, then list number", async () => {
    await db.patronageVoters.bulkPut([voter(1, 'ZZ 10', 1), voter(2, 'ZZ 9', 7), voter(3, 'ZZ 9', 2), voter(4, 'ZZ 1', 5, 2)]);
    const list = openPatronageList(1);
    list.open();
    await waitFor(() => expect(list.complete()).toBe(true));
    list.close();
    expect(list.list()?.map((v) => v.patronager_voter_id)).toEqual([3, 2, 1]);
  });

  it('a mark of this screen re-renders its row and the vote followers, never the list, and is not read back for them', async () => {
    await db.patronageVoters.bulkPut([voter(1, 'ZZ 1', 1), voter(2, 'ZZ 1', 2)]);
    const list = openPatronageList(1);
    list.open();
    await waitFor(() => expect(list.complete()).toBe(true));
    const seen: string[] = [];
    list.subscribeList(() => seen.push('list'));
    list.subscribeVotes(() => seen.push('votes'));
    list.subscribeRow(1, () => seen.push('row 1'));
    list.subscribeRow(2, () => seen.push('row 2'));
    const before = list.votesVersion();

    await db.patronageVoters.update([1, 2], { voted: true });
    list.applyVote(2, true);
    expect(seen).toEqual(['row 2', 'votes']);
    expect(list.get(2)?.voted).toBe(true);
    expect(list.votesVersion()).toBe(before + 1);
    expect(list.votedCount()).toBe(1);
    // The commit's own change event reads the record once, finds what is shown, and tells no one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['row 2', 'votes']);
    list.close();
  });

  it('a change made elsewhere (an acknowledgement, another tab) reaches only its row; a new voter rebuilds the list', async () => {
    await db.patronageVoters.bulkPut([voter(1, 'ZZ 1', 1), voter(2, 'ZZ 1', 2)]);
    const list = openPatronageList(1);
    list.open();
    await waitFor(() => expect(list.complete()).toBe(true));
    const rows: number[] = [];
    const lists = vi.fn();
    list.subscribeRow(1, () => rows.push(1));
    list.subscribeRow(2, () => rows.push(2));
    list.subscribeList(lists);

    await db.patronageVoters.update([1, 1], { phone: '0691234567' });
    await waitFor(() => expect(list.get(1)?.phone).toBe('0691234567'));
    expect(rows).toEqual([1]);
    expect(lists).not.toHaveBeenCalled();

    await db.patronageVoters.put(voter(3, 'ZZ 0', 9));
    await waitFor(() => expect(list.list()?.map((v) => v.patronager_voter_id)).toEqual([3, 1, 2]));
    expect(lists).toHaveBeenCalledTimes(1);
    list.close();
  });
});
