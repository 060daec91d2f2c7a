import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalEmigrantReference } from '../../../db/database';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { EMIGRANT_NS } from '../i18n/namespace';
import { saveEmigrantReference } from '../store';
import { ConflictView } from './conflict-view';
import { EmigrantForm } from './emigrant-form';
import { formValuesOf, type EmigrantFormOutput } from './emigrant-form-schema';

interface EmigrantEditViewProps {
  userId: number;
  /** Undefined while read; null when the reference is not (or no longer) on the device. */
  record: LocalEmigrantReference | null | undefined;
  outbox: RowOutbox | undefined;
  onBack: () => void;
}

/**
 * View 2: one reference — its edit form (country fixed), or the two versions to choose from after
 * a conflict. The page keys it by the reference, so another reference starts from a fresh form.
 */
export function EmigrantEditView({ userId, record, outbox, onBack }: EmigrantEditViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  return (
    <Stack gap="4" data-testid="emigrant-edit-view">
      <ViewHeader title={t('form.editTitle')} onBack={onBack} backTestId="emigrant-back" />
      {record === undefined && <PleaseWait />}
      {record === null && <Text data-testid="emigrant-not-found">{t('form.notFound')}</Text>}
      {record &&
        (outbox?.state === 'attention' ? (
          <ConflictView userId={userId} record={record} reason={outbox.lastError} onResolved={onBack} />
        ) : (
          // The form takes its values once, so a sync re-reading the record (even re-keying a reference
          // made here) does not overwrite what the member is typing.
          <EditForm userId={userId} record={record} onSaved={onBack} />
        ))}
    </Stack>
  );
}

function EditForm({ userId, record, onSaved }: { userId: number; record: LocalEmigrantReference; onSaved: () => void }) {
  const { t } = useTranslation(EMIGRANT_NS);
  const save = async ({ edit }: EmigrantFormOutput) => {
    try {
      await saveEmigrantReference(userId, record, edit);
      notifySuccess(t('form.editSuccess'));
      onSaved();
    } catch (error) {
      console.error('emigrant-references: local edit failed', error);
      notifyError(t('form.editFailure'));
    }
  };
  return <EmigrantForm country={{ kind: 'fixed', country: record.country }} defaults={formValuesOf(record.country.id, record.state.value)} onSubmit={save} />;
}
