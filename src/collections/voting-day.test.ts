import { describe, expect, it } from 'vitest';
import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';
import { observerVotes, patronageVotes } from './voting-day';

const merged = { intent: true, server: false, serverAt: 1_700_000_000_000 };

describe('voting-day records made from a download', () => {
  it('an observer voter becomes a new record with the merged state and its folded name', () => {
    const voter: ObserverVoter = { voter_id: 7, qv_id: 2, name: 'Ëngjëll', father_name: 'Arben', surname: 'Çela', list_number: 12, voted: false };
    const record = observerVotes.download.toRecord(voter, 3, merged);
    expect(record).toEqual({
      voter_id: 7,
      qv_id: 2,
      name: 'Ëngjëll',
      father_name: 'Arben',
      surname: 'Çela',
      list_number: 12,
      voted: true,
      userId: 3,
      serverVoted: false,
      serverAt: 1_700_000_000_000,
      folded: 'engjell cela',
    });
    // The downloaded voter is left as it came: the record is another object.
    expect(record).not.toBe(voter);
    expect(voter.voted).toBe(false);
  });

  it('a patronager voter keeps its phone and station code', () => {
    const voter: PatronageVoter = {
      patronager_voter_id: 5,
      name: 'Ana',
      father_name: 'Gjon',
      surname: 'Marku',
      list_number: 3,
      voted: true,
      phone: null,
      qv_code: '0010',
    };
    expect(patronageVotes.download.toRecord(voter, 1, { intent: false, server: true, serverAt: 5 })).toEqual({
      patronager_voter_id: 5,
      name: 'Ana',
      father_name: 'Gjon',
      surname: 'Marku',
      list_number: 3,
      phone: null,
      qv_code: '0010',
      voted: false,
      userId: 1,
      serverVoted: true,
      serverAt: 5,
      folded: 'ana marku',
    });
  });
});
