import { useState } from 'react';
import { DataList, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronaged } from '../../../db/database';
import { isConflict } from '../../../sync/outbox-rules';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { RefusedChange } from '../../../ui/offline-list/refused-change';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { formatDob } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { takeServerEdit } from '../store';
import { ConflictView } from './conflict-view';
import type { ReferenceLists } from './displayed-voter';
import { patronagedConflict } from './patronaged-conflict';
import { PatronagedEditForm } from './patronaged-edit-form';

interface PatronagedEditViewProps {
  userId: number;
  /** Undefined while the list is read; null when the voter is not (or no longer) in the list. */
  record: LocalPatronaged | null | undefined;
  outbox: RowOutbox | undefined;
  lists: ReferenceLists;
  onBack: () => void;
}

/**
 * View 1: one voter — their edit form; after a conflict (409) the two versions to choose from; after
 * any other refusal the server's reason, and the form again only once the member asks to correct it.
 */
export function PatronagedEditView({ userId, record, outbox, lists, onBack }: PatronagedEditViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const [correcting, setCorrecting] = useState(false);
  const stopped = outbox?.state === 'attention';
  return (
    <Stack gap="4" data-testid="patronaged-edit-view">
      <ViewHeader title={t('edit.title')} onBack={onBack} backTestId="patronaged-back" />
      {record === undefined && <PleaseWait />}
      {record === null && <Text>{t('edit.notFound')}</Text>}
      {record && (
        <>
          <VoterSummary record={record} />
          {stopped && !correcting && isConflict(outbox) && (
            <ConflictView userId={userId} record={record} lists={lists} reason={outbox.lastError} desired={outbox.desired} onResolved={onBack} />
          )}
          {stopped && !correcting && !isConflict(outbox) && (
            <RefusedChange
              testId="patronaged-refused"
              reason={outbox.lastError}
              onEdit={() => setCorrecting(true)}
              onDiscard={() => takeServerEdit(userId, record.id)}
              onDiscarded={onBack}
              logTag="patronage-outreach"
            />
          )}
          {(!stopped || correcting) && (
            // Keyed by voter: another voter's edit starts from a fresh form. A refused change is
            // corrected from the member's changes over the server's fresh values, never a stale copy.
            <PatronagedEditForm
              key={record.id}
              userId={userId}
              record={stopped ? { ...record, edit: patronagedConflict(record, outbox.desired).mine } : record}
              lists={lists}
              onSaved={onBack}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Who is being edited: the voter list's details, not editable here. */
function VoterSummary({ record }: { record: LocalPatronaged }) {
  const { t } = useTranslation(OUTREACH_NS);
  const { voter } = record.item;
  const items: [string, string][] = [
    [t('common.name'), `${voter.name} ${voter.surname}`],
    [t('common.fatherName'), voter.father_name],
    [t('common.birthDate'), formatDob(voter.dob)],
    [t('patronaged.age'), String(voter.age)],
    [t('common.qv'), voter.qv.code],
    [t('common.listNumber'), String(voter.list_number)],
  ];
  return (
    <Stack as="section" gap="2" aria-label={t('edit.voterSection')}>
      <DataList.Root orientation="horizontal" size="sm" data-testid="patronaged-voter-summary">
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
