// The list every floor page draws: the same search panel, virtual list and VoterRow as the
// observer screen, under the same Chakra theme and strings, with no shell around it.
import { StrictMode, useCallback, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { LocalObserverVoter } from '../../src/db/database';
import { observerRowData, VoterRow } from '../../src/features/voting-day/components/voter-row';
import { VoterSearchPanel } from '../../src/features/voting-day/components/voter-search-panel';
import { VOTING_DAY_NS } from '../../src/features/voting-day/i18n/namespace';
import { sq as votingDaySq } from '../../src/features/voting-day/i18n/sq';
import { system } from '../../src/app/theme/system';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'sq', ns: [VOTING_DAY_NS], resources: { sq: { [VOTING_DAY_NS]: votingDaySq } } });

/** The list; `onToggle` must keep its identity, or every row re-renders. */
export function FloorVoterList({ voters, onToggle }: { voters: readonly LocalObserverVoter[]; onToggle: (id: number, voted: boolean) => void }) {
  const getKey = useCallback((voter: LocalObserverVoter) => voter.voter_id, []);
  const renderRow = useCallback(
    (voter: LocalObserverVoter) => <VoterRow row={observerRowData(voter, 'sent')} busy={false} onToggle={onToggle} />,
    [onToggle],
  );
  return <VoterSearchPanel voters={voters} getKey={getKey} renderRow={renderRow} />;
}

/** Renders `page` into #root under the app's theme and voting-day strings. */
export function mountFloor(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
