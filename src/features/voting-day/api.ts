import { getWithTokenAt, type TokenGetOptions, type Watermarked } from '../../api/token-get';
import {
  myObserverVoters,
  myPatronagerVotersElectionDay,
  observerVotersDelta,
  patronageVotersDelta,
  type MyObserverVoters,
  type ObserverVotersDelta,
  type PatronageVoter,
  type PatronageVotersDelta,
} from '../../contract/voting-day';

export type ListFetchOptions = TokenGetOptions;

/** GET /api/patronage/my-observer-voters-new/ — the observer's stations and their voters. */
export function fetchObserverList(token: string, options: ListFetchOptions = {}): Promise<Watermarked<MyObserverVoters>> {
  return getWithTokenAt('/api/patronage/my-observer-voters-new/', token, myObserverVoters, { ...options, inPlace: true });
}

/** GET /api/patronage/my-patronager-voters-election-day/ — the patronager's voters. */
export function fetchPatronageList(token: string, options: ListFetchOptions = {}): Promise<Watermarked<PatronageVoter[]>> {
  return getWithTokenAt('/api/patronage/my-patronager-voters-election-day/', token, myPatronagerVotersElectionDay, { ...options, inPlace: true });
}

/** GET /api/patronage/my-observer-voters-new/?since= — what changed on the observer's list since `cursor`. */
export function fetchObserverDelta(token: string, cursor: string, options: ListFetchOptions = {}): Promise<Watermarked<ObserverVotersDelta>> {
  return getWithTokenAt(`/api/patronage/my-observer-voters-new/?since=${encodeURIComponent(cursor)}`, token, observerVotersDelta, options);
}

/** GET /api/patronage/my-patronager-voters-election-day/?since= — what changed on the patronager's list since `cursor`. */
export function fetchPatronageDelta(token: string, cursor: string, options: ListFetchOptions = {}): Promise<Watermarked<PatronageVotersDelta>> {
  return getWithTokenAt(`/api/patronage/my-patronager-voters-election-day/?since=${encodeURIComponent(cursor)}`, token, patronageVotersDelta, options);
}
