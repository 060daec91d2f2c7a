import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchVoters, type SearchableVoter, type VoterQuery } from '../../../lib/voter-search';
import { VoterSearchForm } from './voter-search-form';
import { VirtualVoterList } from './virtual-voter-list';
import { VOTING_DAY_NS } from '../i18n/namespace';
import field from './field.module.css';
import styles from './voter-search.module.css';

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
 * number is often quicker than typing, and the hint still invites a search. Plain elements and
 * static CSS (voter-search.module.css), like the rows.
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
    message = <p data-testid="voting-empty">{t('noVoters')}</p>;
  } else if (result.kind === 'empty') {
    message = <p className={field.muted}>{t('searchHint')}</p>;
    shown = result.voters;
  } else if (result.kind === 'matches') {
    if (result.voters.length === 0) message = <p data-testid="voting-no-results">{t('noResults')}</p>;
    else message = <p className={field.muted}>{t('shown', { count: result.voters.length })}</p>;
    shown = result.voters;
  }

  return (
    <div>
      {/* Sticks right under the shell's sticky top bar. */}
      <div className={styles.bar}>
        <VoterSearchForm value={query} onChange={setQuery} errors={result.kind === 'invalid' ? result.errors : []} />
        {controls}
        <div className={styles.message} aria-live="polite">
          {message}
        </div>
      </div>
      <VirtualVoterList items={shown} getKey={getKey} renderRow={renderRow} />
    </div>
  );
}
