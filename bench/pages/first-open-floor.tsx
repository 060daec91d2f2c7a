// The floor of HEAP's first open: what that open cannot do without. On load, the page downloads
// the observer's list and stores it with the voting-day store's own code (as B5 runs it), takes the
// station's voters from what the download stored (as the screen does, see JustStored) and draws
// them with the screen's list and row (floor-list.tsx). No router, session check, sync engine,
// menus or top bar: the app's first open less this is what its shell costs.
import { useEffect, useState } from 'react';
import { db, type LocalObserverVoter } from '../../src/db/database';
import { JustStored } from '../../src/features/voting-day/just-stored';
import { downloadObserverList } from '../../src/features/voting-day/store';
import { FloorVoterList, mountFloor } from './floor-list';

/** The signed-in member (its token is already stored: see the HEAP runner). */
const userId = Number(new URLSearchParams(location.search).get('userId'));

async function openList(): Promise<LocalObserverVoter[]> {
  const justStored = new JustStored<LocalObserverVoter>();
  await downloadObserverList(userId, undefined, justStored);
  const [station] = await db.observerStations.where('userId').equals(userId).sortBy('code');
  const stored = justStored.take();
  if (!station || !stored) throw new Error('the first download stored no station');
  return stored.filter((voter) => voter.qv_id === station.id).sort((a, b) => a.list_number - b.list_number);
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
