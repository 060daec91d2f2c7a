// The list every floor page draws: the same search panel, virtual list and VoterRow as the
// observer screen. Mounted alone under the app's theme and strings (floor-mount.tsx), or inside
// the app's own shell (bench/shell-floor/): nothing here creates strings or a theme of its own.
import { useCallback } from 'react';
import type { LocalObserverVoter } from '../../src/db/database';
import { observerRowData, VoterRow } from '../../src/features/voting-day/components/voter-row';
import { VoterSearchPanel } from '../../src/features/voting-day/components/voter-search-panel';

/** The list; `onToggle` must keep its identity, or every row re-renders. */
export function FloorVoterList({ voters, onToggle }: { voters: readonly LocalObserverVoter[]; onToggle: (id: number, voted: boolean) => void }) {
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback(
    (voter: LocalObserverVoter) => <VoterRow row={observerRowData(voter, 'sent')} busy={false} onToggle={onToggle} />,
    [onToggle],
  );
  return <VoterSearchPanel voters={voters} getKey={getKey} renderRow={renderRow} />;
}
