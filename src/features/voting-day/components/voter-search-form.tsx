import { useId } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoterQuery, VoterSearchError } from '../../../lib/voter-search';
import { VOTING_DAY_NS } from '../i18n/namespace';
import button from '../../../ui/plain-button.module.css';
import styles from './voter-search.module.css';

interface VoterSearchFormProps {
  value: VoterQuery;
  onChange: (next: VoterQuery) => void;
  errors: readonly VoterSearchError[];
}

/**
 * The spec's two search fields. The list filters as one types (the search is a pure function
 * over data already on the device), so there is no submit button to reach for. Plain elements and
 * static CSS: every keystroke renders the form again.
 */
export function VoterSearchForm({ value, onChange, errors }: VoterSearchFormProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const id = useId();
  const generalInvalid = errors.includes('general-too-short');
  const listInvalid = errors.includes('list-number-invalid');
  const hasInput = value.general !== '' || value.listNumber !== '';
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.general} data-invalid={generalInvalid || undefined}>
        <label className={styles.label} htmlFor={`${id}-general`}>
          {t('generalLabel')}
        </label>
        <input
          id={`${id}-general`}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('generalPlaceholder')}
          value={value.general}
          aria-invalid={generalInvalid || undefined}
          aria-describedby={generalInvalid ? `${id}-general-error` : undefined}
          data-testid="search-general"
          onChange={(event) => onChange({ ...value, general: event.target.value })}
        />
        {generalInvalid && (
          <p id={`${id}-general-error`} className={styles.error}>
            {t('generalTooShort')}
          </p>
        )}
      </div>
      <div className={styles.listNumber} data-invalid={listInvalid || undefined}>
        <label className={styles.label} htmlFor={`${id}-list`}>
          {t('listNumberLabel')}
        </label>
        <input
          id={`${id}-list`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="1"
          value={value.listNumber}
          aria-invalid={listInvalid || undefined}
          aria-describedby={listInvalid ? `${id}-list-error` : undefined}
          data-testid="search-list-number"
          onChange={(event) => onChange({ ...value, listNumber: event.target.value })}
        />
        {listInvalid && (
          <p id={`${id}-list-error`} className={styles.error}>
            {t('listNumberInvalid')}
          </p>
        )}
      </div>
      <div className={styles.clear}>
        <button
          type="button"
          className={`${button.button} ${button.ghost} ${styles.clearButton}`}
          aria-label={t('clearSearch')}
          disabled={!hasInput}
          onClick={() => onChange({ general: '', listNumber: '' })}
        >
          <X aria-hidden />
        </button>
      </div>
    </form>
  );
}
