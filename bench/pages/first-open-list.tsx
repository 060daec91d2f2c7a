// What both first-open floors draw: the observer's list downloaded and stored with the voting-day
// store's own code (as B5 runs it), the station's voters taken from what the download stored (as
// the screen does, see JustStored) and drawn with the screen's list and row. Nothing else of the
// voting-day screen: no toolbar, progress, station picker, turnout, sync marks or open-list cache.
import { useEffect, useState } from 'react';
import { setDataKey } from '../../src/db/at-rest/data-key';
import { db, type LocalObserverVoter } from '../../src/db/database';
import { JustStored } from '../../src/features/voting-day/just-stored';
import { downloadObserverList } from '../../src/features/voting-day/store';
import { FloorVoterList } from './floor-list';

async function openList(userId: number): Promise<LocalObserverVoter[]> {
  const justStored = new JustStored<LocalObserverVoter>();
  // The key a sign-in would have unwrapped: the download stores the list sealed, as the app does
  // (and without a key it would wait for the lock screen this page does not have).
  setDataKey(userId, crypto.getRandomValues(new Uint8Array(32)));
  await downloadObserverList(userId, undefined, justStored);
  const [station] = await db.observerStations.where('userId').equals(userId).sortBy('code');
  const stored = justStored.take();
  if (!station || !stored) throw new Error('the first download stored no station');
  return stored.filter((voter) => voter.qv_id === station.id).sort((a, b) => a.list_number - b.list_number);
}

// Taps change nothing here: these pages are only ever opened.
const ignoreTap = () => undefined;

/** Downloads, stores and draws `userId`'s first station once mounted; nothing until it is stored. */
export function FirstOpenList({ userId }: { userId: number }) {
  const [voters, setVoters] = useState<LocalObserverVoter[] | null>(null);
  useEffect(() => {
    openList(userId).then(setVoters, (error: unknown) => console.error('first-open floor failed', error));
  }, [userId]);
  return voters === null ? null : <FloorVoterList voters={voters} onToggle={ignoreTap} />;
}
