import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VoterSearchResult } from '../../../contract/referred-voters';
import { formatDob } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';

/** The chosen voter's details, read-only: they come from the voter list, not from the member. */
export function ChosenVoter({ voter }: { voter: VoterSearchResult | null }) {
  const { t } = useTranslation(OUTREACH_NS);
  if (voter === null) {
    return (
      <Text color="fg.muted" data-testid="chosen-voter-none">
        {t('referred.noVoterChosen')}
      </Text>
    );
  }
  const fields: [label: string, value: string][] = [
    [t('common.code'), voter.nid],
    [t('common.name'), voter.name],
    [t('common.surname'), voter.surname],
    [t('common.fatherName'), voter.father_name],
    [t('common.birthDate'), formatDob(voter.dob)],
    [t('common.qv'), voter.qv_code_full],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" data-testid="chosen-voter" data-voter-id={voter.id}>
      {fields.map(([label, value]) => (
        <Field.Root key={label} readOnly>
          <Field.Label>{label}</Field.Label>
          <Input value={value} readOnly variant="subtle" />
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
