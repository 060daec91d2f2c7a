import { Box, Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoterQuery, VoterSearchError } from '../../../lib/voter-search';
import { VOTING_DAY_NS } from '../i18n/namespace';

interface VoterSearchFormProps {
  value: VoterQuery;
  onChange: (next: VoterQuery) => void;
  errors: readonly VoterSearchError[];
}

/**
 * The spec's two search fields. The list filters as one types (the search is a pure function
 * over data already on the device), so there is no submit button to reach for.
 */
export function VoterSearchForm({ value, onChange, errors }: VoterSearchFormProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const generalInvalid = errors.includes('general-too-short');
  const listInvalid = errors.includes('list-number-invalid');
  const hasInput = value.general !== '' || value.listNumber !== '';
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <HStack align="start" gap="2">
        <Field.Root invalid={generalInvalid} flex="3" minW="0">
          <Field.Label fontSize="sm">{t('generalLabel')}</Field.Label>
          <Input
            size="lg"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t('generalPlaceholder')}
            value={value.general}
            data-testid="search-general"
            onChange={(event) => onChange({ ...value, general: event.target.value })}
          />
          <Field.ErrorText>{t('generalTooShort')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={listInvalid} flex="2" minW="0">
          <Field.Label fontSize="sm">{t('listNumberLabel')}</Field.Label>
          <Input
            size="lg"
            type="text"
            inputMode="numeric"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="1"
            value={value.listNumber}
            data-testid="search-list-number"
            onChange={(event) => onChange({ ...value, listNumber: event.target.value })}
          />
          <Field.ErrorText>{t('listNumberInvalid')}</Field.ErrorText>
        </Field.Root>
        <Box pt="6">
          <IconButton
            size="lg"
            variant="ghost"
            aria-label={t('clearSearch')}
            disabled={!hasInput}
            onClick={() => onChange({ general: '', listNumber: '' })}
          >
            <X />
          </IconButton>
        </Box>
      </HStack>
    </form>
  );
}
