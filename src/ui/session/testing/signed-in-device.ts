import type { LocalObserverVoter, OutboxRow } from '../../../db/database';
import { db } from '../../../db/database';
import { recordSignIn } from '../../../db/session';
import { EMPTY_SESSION_DATA, prepareStoredSession, writeSessionData } from '../session-data';

/**
 * Test set-up: an empty device with `userId` signed in the way the sign-in page leaves it
 * (localStorage login, a fresh session copy so the provider does not go to the network, the
 * session row the sync engine reads).
 */
export async function signedInDevice(userId: number): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
  const login = { key: 'tok', user: { id: userId, name: 'Gëzim', surname: 'Çela', username: 'vezhgues' }, permissions: [] };
  localStorage.setItem('authUser', JSON.stringify(login));
  localStorage.setItem('userData', JSON.stringify({ id: userId, name: 'Gëzim', surname: 'Çela' }));
  writeSessionData(EMPTY_SESSION_DATA);
  // As main.tsx does before rendering: the provider then reads this copy as fresh.
  await prepareStoredSession();
  await recordSignIn({ userId, token: 'tok' });
}

export function observerVoter(id: number, userId: number): LocalObserverVoter {
  return { userId, voter_id: id, qv_id: 1, name: 'Ana', father_name: 'B', surname: 'Hoxha', list_number: id, voted: false, serverVoted: false, folded: 'ana hoxha' };
}

/** One unsent observer mark of `userId`. */
export function unsentMark(userId: number): OutboxRow {
  return { key: 'vote:observer:1', kind: 'vote:observer', userId, desired: { voted: true, observer_id: 1 }, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: 0, updatedAt: 0, sentVersion: null };
}
