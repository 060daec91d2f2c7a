import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoterSearchResult } from '../../../contract/referred-voters';
import { searchErrorText } from '../components/search-error';
import { OUTREACH_NS } from '../i18n/namespace';
import { searchVoterByNid } from '../search-api';

/** The add form's quick search by ID number (voter-search-nid): one voter, chosen at once. */
export function NidSearch({ online, onChoose }: { online: boolean; onChoose: (voter: VoterSearchResult) => void }) {
  const { t } = useTranslation(OUTREACH_NS);
  const [nid, setNid] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const search = async () => {
    const value = nid.trim();
    if (value === '') {
      setProblem(t('referred.nidRequired'));
      return;
    }
    if (!online) return;
    setBusy(true);
    setProblem(null);
    try {
      const [voter] = await searchVoterByNid(value);
      if (voter) onChoose(voter);
      else setProblem(t('referred.nidNotFound'));
    } catch (error) {
      setProblem(await searchErrorText(error, t('referred.searchFailure')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{t('referred.nidLabel')}</Field.Label>
      <HStack w="full" align="start">
        <Input
          flex="1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder={t('referred.nidPlaceholder')}
          value={nid}
          data-testid="nid-search-input"
          onChange={(event) => setNid(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the add form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="outline" minH="40px" disabled={!online} loading={busy} loadingText={t('referred.nidSearch')} onClick={() => void search()} data-testid="nid-search-submit">
          <Search aria-hidden />
          {t('referred.nidSearch')}
        </Button>
      </HStack>
      <Field.ErrorText data-testid="nid-search-error">{problem}</Field.ErrorText>
    </Field.Root>
  );
}
