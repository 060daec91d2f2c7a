import { DataList, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalPatronaged } from '../../../db/database';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { formatDob } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { ConflictView } from './conflict-view';
import type { ReferenceLists } from './displayed-voter';
import { PatronagedEditForm } from './patronaged-edit-form';

interface PatronagedEditViewProps {
  userId: number;
  /** Undefined while the list is read; null when the voter is not (or no longer) in the list. */
  record: LocalPatronaged | null | undefined;
  outbox: RowOutbox | undefined;
  lists: ReferenceLists;
  onBack: () => void;
}

/** View 1: one voter — their edit form, or the two versions to choose from after a conflict. */
export function PatronagedEditView({ userId, record, outbox, lists, onBack }: PatronagedEditViewProps) {
  const { t } = useTranslation(OUTREACH_NS);
  return (
    <Stack gap="4" data-testid="patronaged-edit-view">
      <ViewHeader title={t('edit.title')} onBack={onBack} backTestId="patronaged-back" />
      {record === undefined && <PleaseWait />}
      {record === null && <Text>{t('edit.notFound')}</Text>}
      {record && (
        <>
          <VoterSummary record={record} />
          {outbox?.state === 'attention' ? (
            <ConflictView userId={userId} record={record} lists={lists} reason={outbox.lastError} onResolved={onBack} />
          ) : (
            // Keyed by voter: another voter's edit starts from a fresh form.
            <PatronagedEditForm key={record.id} userId={userId} record={record} lists={lists} onSaved={onBack} />
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
