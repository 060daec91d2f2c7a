import { getWithTokenAt, type TokenGetOptions, type Watermarked } from '../../api/token-get';
import { myObserverVoters, myPatronagerVotersElectionDay, type MyObserverVoters, type PatronageVoter } from '../../contract/voting-day';

export type ListFetchOptions = TokenGetOptions;

/** GET /api/patronage/my-observer-voters-new/ — the observer's stations and their voters. */
export function fetchObserverList(token: string, options: ListFetchOptions = {}): Promise<Watermarked<MyObserverVoters>> {
  return getWithTokenAt('/api/patronage/my-observer-voters-new/', token, myObserverVoters, { ...options, inPlace: true });
}

/** GET /api/patronage/my-patronager-voters-election-day/ — the patronager's voters. */
export function fetchPatronageList(token: string, options: ListFetchOptions = {}): Promise<Watermarked<PatronageVoter[]>> {
  return getWithTokenAt('/api/patronage/my-patronager-voters-election-day/', token, myPatronagerVotersElectionDay, { ...options, inPlace: true });
}
