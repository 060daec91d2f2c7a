// The floor of HEAP's first open: what that open cannot do without. On load, the page downloads
// the observer's list and stores it with the voting-day store's own code (as B5 runs it), reads the
// station back from IndexedDB in list order, and draws it with the screen's list and row
// (floor-list.tsx). No router, session check, sync engine, menus or top bar: the app's first open
// less this is what its shell costs.
import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { db, type LocalObserverVoter } from '../../src/db/database';
import { downloadObserverList } from '../../src/features/voting-day/store';
import { FloorVoterList, mountFloor } from './floor-list';

/** The signed-in member (its token is already stored: see the HEAP runner). */
const userId = Number(new URLSearchParams(location.search).get('userId'));

async function openList(): Promise<LocalObserverVoter[]> {
  await downloadObserverList(userId);
  const [station] = await db.observerStations.where('userId').equals(userId).sortBy('code');
  if (!station) throw new Error('the downloaded list has no station');
  return db.observerVoters
    .where('[userId+qv_id+list_number]')
    .between([userId, station.id, Dexie.minKey], [userId, station.id, Dexie.maxKey])
    .toArray();
}

// Taps change nothing here: this page is only ever opened.
const ignoreTap = () => undefined;

function FirstOpen() {
  const [voters, setVoters] = useState<LocalObserverVoter[] | null>(null);
  useEffect(() => {
    openList().then(setVoters, (error: unknown) => console.error('first-open floor failed', error));
  }, []);
  return voters === null ? null : <FloorVoterList voters={voters} onToggle={ignoreTap} />;
}

mountFloor(<FirstOpen />);
