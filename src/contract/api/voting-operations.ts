/** Voting day: the observer's stations and the patronager's voters (a member without the role gets 404). */
import { idParam } from '../common';
import { daySealBody, daySealReceipt } from '../day-seal';
import { observerStatus } from '../election';
import { patronageVotingResult, votingResult } from '../vote-results';
import { z } from 'zod';
import {
  listSinceQuery,
  myObserverVoters,
  myPatronagerVotersElectionDay,
  observerPaperQuery,
  observerVotersDelta,
  patronageVotersDelta,
  votingConfirmBody,
  votingDeleteBody,
} from '../voting-day';
import { LIVE_CHANGED_EVENT, LIVE_COALESCE_MS, LIVE_PING_MS, LIVE_VOTING_DAY_PATH } from '../live';
import { file, json, type ApiOperation } from './operation';

const VOTING_DAY = 'Voting day';

export const votingOperations: ApiOperation[] = [
  { id: 'myObserverVoters', method: 'GET', path: '/api/patronage/my-observer-voters-new/', tag: VOTING_DAY, summary: "The observer's polling stations and their voters. Ours: with `since` (the `x-terren-list-cursor` of an earlier answer), only the voters changed since, or `refetch`.", query: listSinceQuery, answer: json(z.union([myObserverVoters, observerVotersDelta])) },
  { id: 'votingConfirm', method: 'POST', path: '/api/patronage/voting/', tag: VOTING_DAY, summary: 'The observer marks a voter as voted.', body: votingConfirmBody, answer: json(votingResult) },
  { id: 'votingDelete', method: 'POST', path: '/api/patronage/voting-delete/', tag: VOTING_DAY, summary: "The observer takes back a voter's vote.", body: votingDeleteBody, answer: json(votingResult) },
  { id: 'observerStatus', method: 'GET', path: '/api/election/observer-status/', tag: VOTING_DAY, summary: "The observer's turnout per station, as the server has it.", answer: json(observerStatus) },
  { id: 'myPatronagerVotersElectionDay', method: 'GET', path: '/api/patronage/my-patronager-voters-election-day/', tag: VOTING_DAY, summary: "The patronager's voters on election day. Ours: with `since` (the `x-terren-list-cursor` of an earlier answer), only the voters changed since, or `refetch`.", query: listSinceQuery, answer: json(z.union([myPatronagerVotersElectionDay, patronageVotersDelta])) },
  { id: 'patronagerConfirmVoting', method: 'PUT', path: '/api/patronage/patronager-voter-confirm-voting/:id/', tag: VOTING_DAY, summary: 'The patronager marks a voter as voted (the body is ignored).', params: idParam, answer: json(patronageVotingResult) },
  { id: 'patronagerCancelVoting', method: 'PUT', path: '/api/patronage/patronager-voter-cancel-voting/:id/', tag: VOTING_DAY, summary: "The patronager takes back a voter's vote.", params: idParam, answer: json(patronageVotingResult) },
  { id: 'observerPaperList', method: 'GET', path: '/api/patronage/observer-paper-list/', tag: VOTING_DAY, summary: "One of the observer's stations as a print-ready PDF: every voter with a box, the voted crossed, from the server's state.", query: observerPaperQuery, answer: file('application/pdf') },
  { id: 'patronagerPaperList', method: 'GET', path: '/api/patronage/patronager-paper-list/', tag: VOTING_DAY, summary: "The patronager's voters as a print-ready PDF, from the server's state.", answer: file('application/pdf') },
  {
    id: 'liveVotingDay',
    method: 'GET',
    path: LIVE_VOTING_DAY_PATH,
    tag: VOTING_DAY,
    summary: `Ours: a \`text/event-stream\` for an open observer or patronager list (a member with neither role gets 404). \`event: ${LIVE_CHANGED_EVENT}\` (data \`{"scopes":["station:12"]}\`, or \`{}\` when anything may have changed) when a change to one of the member's stations or lists committed, at most one per ${LIVE_COALESCE_MS / 1000} s: the device then pulls its list with \`since\`. A \`: ping\` comment every ${LIVE_PING_MS / 1000} s and a \`retry:\` hint. The stream ends when the instance shuts down; reconnect.`,
    answer: file('text/event-stream'),
  },
  { id: 'observerDaySeal', method: 'POST', path: '/api/patronage/voting-day/observer-seal/', tag: VOTING_DAY, summary: "Ours: the observer's end-of-day receipt for one device (per station: voted, and marked from this device).", body: daySealBody, answer: json(daySealReceipt) },
  { id: 'patronageDaySeal', method: 'POST', path: '/api/patronage/voting-day/patronage-seal/', tag: VOTING_DAY, summary: "Ours: the patronager's end-of-day receipt for one device (per station of their voters).", body: daySealBody, answer: json(daySealReceipt) },
];
