import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiasporaVoter } from '../../../contract/diaspora-references';
import { formatDob, fullName } from '../format';
import { DIASPORA_NS } from '../i18n/namespace';

interface PickedVoterProps {
  voter: DiasporaVoter | null;
  /** What the empty section says (the new form asks for a voter with the spec's message). */
  emptyText?: string;
}

/** The voter section's read-only fields (spec 02 §2.14): they come from the voter list, not from the member. */
export function PickedVoter({ voter, emptyText }: PickedVoterProps) {
  const { t } = useTranslation(DIASPORA_NS);
  if (voter === null) {
    return (
      <Text color="fg.muted" data-testid="diaspora-voter-none">
        {emptyText}
      </Text>
    );
  }
  const fields: [label: string, value: string][] = [
    [t('common.name'), fullName(voter)],
    [t('common.fatherName'), voter.father_name],
    [t('common.birthDate'), formatDob(voter.dob)],
    [t('common.region'), voter.region.name],
    [t('common.municipality'), voter.municipality.name],
    [t('common.unit'), voter.unit.name],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" data-testid="diaspora-voter" data-voter-id={voter.id}>
      {fields.map(([label, value]) => (
        <Field.Root key={label} readOnly>
          <Field.Label>{label}</Field.Label>
          <Input value={value} readOnly variant="subtle" />
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
