import { db } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import type { ListFact, ListName } from './rules';

/** The member's records of a list, counted on its `userId` index: no record is read. */
function countOf(list: ListName, userId: number): Promise<number> {
  switch (list) {
    case 'observer':
      return db.observerVoters.where('userId').equals(userId).count();
    case 'patronage':
      return db.patronageVoters.where('userId').equals(userId).count();
    case 'patronaged':
      return db.patronagedVoters.where('userId').equals(userId).count();
    case 'referred':
      return db.referredVoters.where('userId').equals(userId).count();
    case 'emigrant':
      return db.emigrantReferences.where('userId').equals(userId).count();
    case 'diaspora':
      return db.diasporaReferences.where('userId').equals(userId).count();
    case 'ftv':
      return db.ftvVoters.where('userId').equals(userId).count();
  }
}

/** When each list was stored on the device and how many records of the member it holds. */
export async function readLists(userId: number, lists: readonly ListName[]): Promise<ListFact[]> {
  return Promise.all(
    lists.map(async (list) => {
      const [meta, count] = await Promise.all([db.meta.get(downloadedAtKey(list, userId)), countOf(list, userId)]);
      return { list, downloadedAt: typeof meta?.value === 'number' ? meta.value : null, count };
    }),
  );
}
