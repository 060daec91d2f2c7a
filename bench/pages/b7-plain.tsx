// The plain-React floor of B3 and B7: the voting-day list with no toolkit and no shell. The same
// virtual list as the screen (VirtualVoterList) and the same search function, a search bar of two
// plain inputs and a plain row with static CSS (plain-floor.css); a tap flips `voted` in React
// state, as on the Chakra floor (b7-floor.tsx). What the Chakra floor spends above this is the
// toolkit's runtime styling; what this spends above the vanilla-DOM floor is React's own.
import { memo, StrictMode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LocalObserverVoter } from '../../src/db/database';
import { VirtualVoterList } from '../../src/features/voting-day/components/virtual-voter-list';
import { searchVoters, type VoterQuery } from '../../src/lib/voter-search';
import { floorText } from './floor-strings';
import { exposeFloorIds, floorSize, makeVoters } from './floor-voters';

const size = floorSize();

const PlainRow = memo(function PlainRow({ voter, onToggle }: { voter: LocalObserverVoter; onToggle: (id: number, voted: boolean) => void }) {
  const fullName = `${voter.name} ${voter.surname}`;
  return (
    <div data-testid={`voter-row-${voter.voter_id}`} data-voted={String(voter.voted)} className="row">
      <p className="number">{voter.list_number}</p>
      <div className="body">
        <p className="name">{fullName}</p>
        <p className="father">{floorText.father(voter.father_name)}</p>
        <div className="marks">{voter.voted ? <span className="badge">{floorText.voted}</span> : <p className="not-voted">{floorText.notVoted}</p>}</div>
      </div>
      <button type="button" className="toggle" aria-label={floorText.aria(voter.voted, fullName)} onClick={() => onToggle(voter.voter_id, !voter.voted)}>
        {floorText.button(voter.voted)}
      </button>
    </div>
  );
});

function PlainList() {
  const [voters, setVoters] = useState(() => makeVoters(size));
  const [query, setQuery] = useState<VoterQuery>({ general: '', listNumber: '' });
  const deferred = useDeferredValue(query);
  const result = useMemo(() => searchVoters(voters, deferred), [voters, deferred]);
  const toggle = useCallback((id: number, voted: boolean) => setVoters((list) => list.map((v) => (v.voter_id === id ? { ...v, voted } : v))), []);
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback((voter: LocalObserverVoter) => <PlainRow voter={voter} onToggle={toggle} />, [toggle]);
  return (
    <div>
      <div className="bar">
        <form role="search" className="fields" onSubmit={(event) => event.preventDefault()}>
          <label className="field">
            {floorText.generalLabel}
            <input type="search" value={query.general} onChange={(event) => setQuery({ ...query, general: event.target.value })} />
          </label>
          <label className="field">
            {floorText.listNumberLabel}
            <input inputMode="numeric" value={query.listNumber} onChange={(event) => setQuery({ ...query, listNumber: event.target.value })} />
          </label>
        </form>
        <p className="hint">{floorText.searchHint}</p>
      </div>
      <VirtualVoterList items={result.kind === 'invalid' ? [] : result.voters} getKey={getKey} renderRow={renderRow} />
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <PlainList />
    </StrictMode>,
  );
exposeFloorIds(size);
