// The floor of B7, B3 and HEAP: the voting-day list as plain React state. The same search panel, virtual list and
// VoterRow as the observer screen, under the same Chakra theme and strings, with a tap flipping
// `voted` in memory: no IndexedDB, no outbox, no sync engine, no toast. Whatever the real screen
// spends above this is the cost of keeping the mark on the device and in sync.
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { LocalObserverVoter } from '../../src/db/database';
import { VoterRow } from '../../src/features/voting-day/components/voter-row';
import { VoterSearchPanel } from '../../src/features/voting-day/components/voter-search-panel';
import { VOTING_DAY_NS } from '../../src/features/voting-day/i18n/namespace';
import { sq as votingDaySq } from '../../src/features/voting-day/i18n/sq';
import { foldText } from '../../src/lib/fold-text';
import { system } from '../../src/app/theme/system';
import { Prng } from '../../server/seed/prng';
import { stationVoters } from '../../server/seed/seed-voters';

const params = new URLSearchParams(location.search);
const size = Number(params.get('voters') ?? '2000');
/**
 * `?durable=1`: a tap first writes the mark in one raw IndexedDB readwrite transaction and shows it
 * once that has committed, as the app does (a mark shown is a mark kept). No Dexie, no outbox row,
 * no engine: the rest of what the app does per tap, beside the cost of the commit itself.
 */
const durable = params.get('durable') === '1';

function openMarks(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('b7-floor-marks', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('marks');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

const marks = durable ? openMarks() : null;

async function keepMark(id: number, voted: boolean): Promise<void> {
  if (!marks) return;
  const database = await marks;
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('marks', 'readwrite');
    transaction.objectStore('marks').put({ voted, at: Date.now() }, id);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
  });
}

/** One station of `size` voters from the seed's generator, in list order, as the store holds them. */
function makeVoters(): LocalObserverVoter[] {
  const taken = new Set<string>();
  return stationVoters(new Prng(7), 1, size, taken)
    .map((v, i) => ({
      voter_id: i + 1,
      qv_id: 1,
      name: v.name,
      father_name: v.fatherName,
      surname: v.surname,
      list_number: v.listNumber ?? i + 1,
      voted: false,
      userId: 1,
      serverVoted: false,
      folded: foldText(`${v.name} ${v.surname}`),
    }))
    .sort((a, b) => a.list_number - b.list_number);
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'sq', ns: [VOTING_DAY_NS], resources: { sq: { [VOTING_DAY_NS]: votingDaySq } } });

function FloorList() {
  const [voters, setVoters] = useState(makeVoters);
  // The simplest in-memory screen: a tap replaces one record, the list re-renders, memo keeps the other rows.
  const toggle = useCallback((id: number, voted: boolean) => {
    const show = () => setVoters((list) => list.map((v) => (v.voter_id === id ? { ...v, voted } : v)));
    if (!durable) show();
    else void keepMark(id, voted).then(show);
  }, []);
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback(
    (voter: LocalObserverVoter) => (
      <VoterRow
        row={{
          id: voter.voter_id,
          listNumber: voter.list_number,
          name: voter.name,
          fatherName: voter.father_name,
          surname: voter.surname,
          voted: voter.voted,
          sync: 'sent',
        }}
        busy={false}
        onToggle={toggle}
      />
    ),
    [toggle],
  );
  return <VoterSearchPanel voters={voters} getKey={getKey} renderRow={renderRow} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          <FloorList />
        </I18nextProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
// The runner taps the first voters in list order, as on the real screen. Built when asked, so B3,
// which times this page's first paint, does not count a second station's worth of voters.
Object.defineProperty(window, '__benchFloorIds', { get: () => makeVoters().map((v) => v.voter_id) });
