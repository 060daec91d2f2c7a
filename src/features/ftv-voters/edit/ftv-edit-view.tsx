import { useState } from 'react';
import { DataList, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalFtvVoter } from '../../../db/database';
import { isConflict } from '../../../sync/outbox-rules';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { RefusedChange } from '../../../ui/offline-list/refused-change';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { formatBirthDate, type Preferences } from '../format';
import { FTV_NS } from '../i18n/namespace';
import { takeServerFtvEdit } from '../store';
import { ftvConflict } from './ftv-conflict';
import { FtvConflictView } from './ftv-conflict-view';
import { FtvEditForm } from './ftv-edit-form';

interface FtvEditViewProps {
  userId: number;
  /** Undefined while the list is read; null when the voter is not (or no longer) in the list. */
  record: LocalFtvVoter | null | undefined;
  outbox: RowOutbox | undefined;
  preferences: Preferences;
  onBack: () => void;
}

/**
 * View 1: one voter — the preference form; after a conflict (409) the two versions to choose from;
 * after any other refusal the server's reason, and the form again once the member asks to correct it.
 */
export function FtvEditView({ userId, record, outbox, preferences, onBack }: FtvEditViewProps) {
  const { t } = useTranslation(FTV_NS);
  const [correcting, setCorrecting] = useState(false);
  const stopped = outbox?.state === 'attention';
  return (
    <Stack gap="4" data-testid="ftv-edit-view">
      <ViewHeader title={t('form.title')} onBack={onBack} backTestId="ftv-back" />
      {record === undefined && <PleaseWait />}
      {record === null && <Text data-testid="ftv-not-found">{t('form.notFound')}</Text>}
      {record && (
        <>
          <VoterSummary record={record} />
          {stopped && !correcting && isConflict(outbox) && (
            <FtvConflictView userId={userId} record={record} preferences={preferences} reason={outbox.lastError} desired={outbox.desired} onResolved={onBack} />
          )}
          {stopped && !correcting && !isConflict(outbox) && (
            <RefusedChange
              testId="ftv-refused"
              reason={outbox.lastError}
              onEdit={() => setCorrecting(true)}
              onDiscard={() => takeServerFtvEdit(userId, record.id)}
              onDiscarded={onBack}
              logTag="ftv-voters"
            />
          )}
          {(!stopped || correcting) && (
            // Keyed by voter: another voter's edit starts from a fresh form. A refused change is
            // corrected from the member's changes over the server's fresh values, never a stale copy.
            <FtvEditForm
              key={record.id}
              userId={userId}
              record={stopped ? { ...record, edit: ftvConflict(record, outbox.desired).mine } : record}
              preferences={preferences}
              onSaved={onBack}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Who is being assessed: the list's details, not editable here. */
function VoterSummary({ record }: { record: LocalFtvVoter }) {
  const { t } = useTranslation(FTV_NS);
  const { voter } = record.item;
  const items: [string, string][] = [
    [t('list.name'), `${voter.name} ${voter.surname}`],
    [t('list.fatherName'), voter.father_name],
    [t('list.birthDate'), formatBirthDate(voter.dob)],
    [t('list.gender'), t(`gender.${voter.gender}`)],
    [t('list.qvCode'), voter.qv.code],
  ];
  return (
    <Stack as="section" gap="2" aria-label={t('form.voterSection')}>
      <DataList.Root orientation="horizontal" size="sm" data-testid="ftv-voter-summary">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
