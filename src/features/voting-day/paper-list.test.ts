import { beforeEach, describe, expect, it } from 'vitest';
import { getClientId } from '../../db/client-id';
import { db, type LocalObserverVoter, type LocalPatronageVoter } from '../../db/database';
import { observerPaperList, patronagePaperList } from './paper-list';

const USER = 1;

function observer(id: number, qvId: number, listNumber: number, voted: boolean, serverVoted = voted): LocalObserverVoter {
  return { userId: USER, voter_id: id, qv_id: qvId, name: 'Ërmal', father_name: 'Gëzim', surname: `Çela${id}`, list_number: listNumber, voted, serverVoted, folded: '' };
}
function patronage(id: number, code: string, listNumber: number, voted: boolean, serverVoted = voted): LocalPatronageVoter {
  return { userId: USER, patronager_voter_id: id, name: 'Ana', father_name: 'Besnik', surname: `Hoxha${id}`, list_number: listNumber, voted, serverVoted, phone: null, qv_code: code, folded: '' };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the paper list from the device', () => {
  it('holds one station’s voters in list order, each as the member marked it here, sent or not', async () => {
    await db.observerStations.bulkPut([
      { userId: USER, id: 10, code: '0010' },
      { userId: USER, id: 11, code: '0011' },
    ]);
    await db.observerVoters.bulkPut([
      observer(1, 10, 3, false),
      // Marked on this device, not sent yet: the paper shows the member's mark.
      observer(2, 10, 1, true, false),
      // Taken back here while the server still has it: not marked on paper.
      observer(3, 10, 2, false, true),
      observer(4, 11, 1, true),
      { ...observer(5, 10, 4, false), userId: 2 },
    ]);
    const list = await observerPaperList(USER, 10);
    expect(list?.stations).toEqual(['0010']);
    expect(list?.voters.map((v) => [v.listNumber, v.surname, v.fatherName, v.voted])).toEqual([
      [1, 'Çela2', 'Gëzim', true],
      [2, 'Çela3', 'Gëzim', false],
      [3, 'Çela1', 'Gëzim', false],
    ]);
    expect(list?.source).toBe('device');
    expect(list?.device.startsWith(`${await getClientId(db)}, `)).toBe(true);
    expect(await observerPaperList(USER, 12)).toBeNull();
  });

  it('holds the patronager’s voters by station then list number, with their stations', async () => {
    await db.patronageVoters.bulkPut([patronage(1, 'ZZ 10', 1, false), patronage(2, 'ZZ 9', 7, true, false), patronage(3, 'ZZ 9', 2, false)]);
    const list = await patronagePaperList(USER);
    expect(list.stations).toEqual(['ZZ 9', 'ZZ 10']);
    expect(list.voters.map((v) => [v.station, v.listNumber, v.voted])).toEqual([
      ['ZZ 9', 2, false],
      ['ZZ 9', 7, true],
      ['ZZ 10', 1, false],
    ]);
  });
});
