// The floor of B7, B3 and HEAP: the voting-day list as plain React state (bench/pages/floor-list.tsx),
// with a tap flipping `voted` in memory: no IndexedDB, no outbox, no sync engine, no toast.
// Whatever the real screen spends above this is the cost of keeping the mark on the device and in sync.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../src/contract/headers';
import type { LocalObserverVoter } from '../../src/db/database';
import type { OutboxRow } from '../../src/sync/outbox-row';
import { FloorVoterList } from './floor-list';
import { mountFloor } from './floor-mount';
import { exposeFloorIds, floorSize, makeVoters as makeStation } from './floor-voters';

const params = new URLSearchParams(location.search);
const size = floorSize();
/**
 * `?durable=1`: a tap first writes what the project's rules ask a tap to keep (every change written
 * locally with its outbox row, in one transaction): the voter's whole record and an outbox row, in
 * one raw IndexedDB readwrite transaction over two stores, and shows the mark once that has
 * committed, as the app does (a mark shown is a mark kept). No Dexie, no read before the write, no
 * engine: the least any screen under those rules can do per tap, beside the commit it must wait for.
 */
const durable = params.get('durable') === '1';

/**
 * `&send=1` (with `durable`): once the row shows, the tap is also sent as the rules ask of a mark
 * made online: one POST to the server (the runner sets `window.__benchFloorSend` to the token and
 * real voter ids), and on its answer the acknowledgement in one raw readwrite transaction (the
 * outbox row deleted, the record's server state set). No Dexie, no engine, no retry: the least a
 * screen can do that keeps a mark and gets it to the server, so the next tap meets the same
 * background work the app's sync gives it.
 */
const send = durable && params.get('send') === '1';

interface SendSetup {
  token: string;
  observerId: number;
  /** Floor voter id → the server's id of the voter that tap confirms. */
  serverIds: Record<number, number>;
}

let seq = 0;

function openMarks(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('b7-floor-marks', 2);
    request.onupgradeneeded = () => {
      for (const name of [...request.result.objectStoreNames]) request.result.deleteObjectStore(name);
      request.result.createObjectStore('voters');
      request.result.createObjectStore('outbox');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

const marks = durable ? openMarks() : null;

async function keepMark(voter: LocalObserverVoter, voted: boolean): Promise<void> {
  if (!marks) return;
  const database = await marks;
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(['voters', 'outbox'], 'readwrite');
    const at = Date.now();
    transaction.objectStore('voters').put({ ...voter, voted }, [voter.userId, voter.voter_id]);
    const row: OutboxRow = {
      key: `vote:observer:${voter.voter_id}`,
      kind: 'vote:observer',
      userId: voter.userId,
      desired: { voted, observer_id: 1 },
      version: 1,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      createdAt: at,
      updatedAt: at,
      sentVersion: null,
    };
    transaction.objectStore('outbox').put(row, row.key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
  });
}

async function sendMark(voter: LocalObserverVoter, voted: boolean): Promise<void> {
  const setup = (window as unknown as { __benchFloorSend?: SendSetup }).__benchFloorSend;
  const serverId = setup?.serverIds[voter.voter_id];
  if (!voted) throw new Error('the send floor only confirms');
  if (!marks || !setup || serverId === undefined) throw new Error(`the send floor has no server voter for ${voter.voter_id}`);
  const response = await fetch('/api/patronage/voting/', {
    method: 'POST',
    headers: {
      authorization: `Token ${setup.token}`,
      'content-type': 'application/json',
      [CLIENT_ID_HEADER]: 'bench-b7-floor',
      [CLIENT_SEQ_HEADER]: String(++seq),
    },
    body: JSON.stringify({ observer_id: setup.observerId, voter_id: serverId }),
  });
  if (!response.ok) throw new Error(`the send floor's vote answered ${response.status}`);
  const database = await marks;
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(['voters', 'outbox'], 'readwrite');
    transaction.objectStore('voters').put({ ...voter, voted, serverVoted: voted, serverAt: Date.now() }, [voter.userId, voter.voter_id]);
    transaction.objectStore('outbox').delete(`vote:observer:${voter.voter_id}`);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
  });
}

const makeVoters = () => makeStation(size);

function FloorList() {
  const [voters, setVoters] = useState(makeVoters);
  // The simplest in-memory screen: a tap replaces one record, the list re-renders, memo keeps the other rows.
  // The record a durable tap writes, read through a ref so `toggle` (and with it every row) keeps its identity.
  const current = useRef(voters);
  useEffect(() => {
    current.current = voters;
  }, [voters]);
  const toggle = useCallback((id: number, voted: boolean) => {
    const show = () => setVoters((list) => list.map((v) => (v.voter_id === id ? { ...v, voted } : v)));
    const voter = durable ? current.current.find((v) => v.voter_id === id) : undefined;
    if (!voter) show();
    else
      void keepMark(voter, voted).then(() => {
        show();
        // After the frame that shows the mark, as the app's engine starts its send.
        if (send) requestAnimationFrame(() => setTimeout(() => void sendMark(voter, voted).catch((error: unknown) => console.error(error)), 0));
      });
  }, []);
  return <FloorVoterList voters={voters} onToggle={toggle} />;
}

mountFloor(<FloorList />);
exposeFloorIds(size);
