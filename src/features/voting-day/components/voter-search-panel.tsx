import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_HEIGHT } from '../../../ui/top-bar-height';
import { searchVoters, type SearchableVoter, type VoterQuery } from '../../../lib/voter-search';
import { VoterSearchForm } from './voter-search-form';
import { VirtualVoterList } from './virtual-voter-list';
import { VOTING_DAY_NS } from '../i18n/namespace';

interface VoterSearchPanelProps<T extends SearchableVoter> {
  /** Every voter of the list on screen, sorted by list number. */
  voters: readonly T[];
  getKey: (voter: T) => number;
  renderRow: (voter: T) => ReactNode;
  /** Extra controls kept in the sticky bar under the fields (e.g. the patronage filter). */
  controls?: ReactNode;
}

const EMPTY_QUERY: VoterQuery = { general: '', listNumber: '' };

/**
 * Search form + result list. With no search entered the whole list shows (virtualised) under the
 * spec's hint 'Kërko votues me opsionet e mësipërme!': at a polling station scrolling by list
 * number is often quicker than typing, and the hint still invites a search.
 */
export function VoterSearchPanel<T extends SearchableVoter>({ voters, getKey, renderRow, controls }: VoterSearchPanelProps<T>) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [query, setQuery] = useState<VoterQuery>(EMPTY_QUERY);
  // Typing stays responsive even if a render of the list ever lags behind the keystrokes.
  const deferredQuery = useDeferredValue(query);
  const result = useMemo(() => searchVoters(voters, deferredQuery), [voters, deferredQuery]);

  let message: ReactNode = null;
  let shown: readonly T[] = [];
  if (voters.length === 0) {
    message = <Text data-testid="voting-empty">{t('noVoters')}</Text>;
  } else if (result.kind === 'empty') {
    message = <Text color="fg.muted">{t('searchHint')}</Text>;
    shown = result.voters;
  } else if (result.kind === 'matches') {
    if (result.voters.length === 0) message = <Text data-testid="voting-no-results">{t('noResults')}</Text>;
    else message = <Text color="fg.muted">{t('shown', { count: result.voters.length })}</Text>;
    shown = result.voters;
  }

  return (
    <Box>
      {/* Sticks right under the shell's sticky top bar. */}
      <Box position="sticky" top={TOP_BAR_HEIGHT} zIndex="docked" bg="bg" pt="2" pb="2" borderBottomWidth="1px">
        <VoterSearchForm value={query} onChange={setQuery} errors={result.kind === 'invalid' ? result.errors : []} />
        {controls}
        <Box mt="1" fontSize="sm" aria-live="polite">
          {message}
        </Box>
      </Box>
      <VirtualVoterList items={shown} getKey={getKey} renderRow={renderRow} />
    </Box>
  );
}
