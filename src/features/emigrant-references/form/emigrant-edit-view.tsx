import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalEmigrantReference } from '../../../db/database';
import { isConflict } from '../../../sync/outbox-rules';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { writeAndReport } from '../../../ui/honest-save/report-save';
import { notifyError } from '../../../ui/offline-list/notify';
import { RefusedChange } from '../../../ui/offline-list/refused-change';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { EMIGRANT_NS } from '../i18n/namespace';
import { saveEmigrantReference, takeServerEmigrantEdit } from '../store';
import { ConflictView } from './conflict-view';
import { emigrantConflict } from './emigrant-conflict';
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
 * View 2: one reference — its edit form (country fixed); after a conflict (409) the two versions to
 * choose from; after any other refusal the server's reason, and the form again once the member asks
 * to correct it. The page keys it by the reference, so another reference starts from a fresh form.
 */
export function EmigrantEditView({ userId, record, outbox, onBack }: EmigrantEditViewProps) {
  const { t } = useTranslation(EMIGRANT_NS);
  const [correcting, setCorrecting] = useState(false);
  const stopped = outbox?.state === 'attention' && !correcting;
  const conflict = record && outbox?.state === 'attention' ? emigrantConflict(record, outbox.desired) : null;
  return (
    <Stack gap="4" data-testid="emigrant-edit-view">
      <ViewHeader title={t('form.editTitle')} onBack={onBack} backTestId="emigrant-back" />
      {record === undefined && <PleaseWait />}
      {record === null && <Text data-testid="emigrant-not-found">{t('form.notFound')}</Text>}
      {record && stopped && isConflict(outbox) && conflict && <ConflictView userId={userId} record={record} stopped={conflict} reason={outbox.lastError} onResolved={onBack} />}
      {record && stopped && !(isConflict(outbox) && conflict) && (
        <RefusedChange
          testId="emigrant-refused"
          reason={outbox.lastError}
          // A refused delete has no values to correct: it can only be dropped.
          {...(record.state.value ? { onEdit: () => setCorrecting(true) } : {})}
          onDiscard={() => takeServerEmigrantEdit(userId, record)}
          onDiscarded={onBack}
          logTag="emigrant-references"
        />
      )}
      {record && !stopped && (
        // The form takes its values once, so a sync re-reading the record (even re-keying a reference
        // made here) does not overwrite what the member is typing. A refused change is corrected from
        // the member's changes over the server's fresh values, never a stale copy.
        <EditForm userId={userId} record={conflict ? { ...record, state: { exists: true, value: conflict.conflict.mine } } : record} onSaved={onBack} />
      )}
    </Stack>
  );
}

function EditForm({ userId, record, onSaved }: { userId: number; record: LocalEmigrantReference; onSaved: () => void }) {
  const { t } = useTranslation(EMIGRANT_NS);
  // What the form opened with: a download may change the record before the member saves.
  const [opened] = useState(() => record.state.value ?? undefined);
  const save = async ({ edit }: EmigrantFormOutput) => {
    try {
      await writeAndReport(() => saveEmigrantReference(userId, record, edit, opened), t('form.editSuccess'));
      onSaved();
    } catch (error) {
      console.error('emigrant-references: local edit failed', error);
      notifyError(t('form.editFailure'));
    }
  };
  return <EmigrantForm country={{ kind: 'fixed', country: record.country }} defaults={formValuesOf(record.country.id, record.state.value)} onSubmit={save} />;
}
