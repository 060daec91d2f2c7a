import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalDiasporaReference } from '../../../db/database';
import { isConflict } from '../../../sync/outbox-rules';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import { RefusedChange } from '../../../ui/offline-list/refused-change';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { DIASPORA_NS } from '../i18n/namespace';
import { takeServerDiasporaEdit } from '../store';
import { PickedVoter } from '../picker/picked-voter';
import type { DiasporaLists } from '../use-diaspora-lists';
import { ConflictView } from './conflict-view';
import { diasporaConflict } from './diaspora-conflict';
import { EditReferenceForm } from './edit-reference-form';
import { ListsMissing } from './lists-missing';

interface EditReferenceViewProps {
  userId: number;
  /** Undefined while the list is read; null when the reference is not (or no longer) in the list. */
  record: LocalDiasporaReference | null | undefined;
  /** The outbox row of the reference's own change (not its flags). */
  outbox: RowOutbox | undefined;
  lists: DiasporaLists;
  onClose: () => void;
}

/**
 * View 2: the same form as a new reference with the voter fixed; after a conflict (409) the two
 * versions; after any other refusal the server's reason, and the form again once the member asks
 * to correct it.
 */
export function EditReferenceView({ userId, record, outbox, lists, onClose }: EditReferenceViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const [correcting, setCorrecting] = useState(false);
  const value = record?.state.value ?? null;
  const stopped = outbox?.state === 'attention' && !correcting;
  const conflict = record && outbox?.state === 'attention' ? diasporaConflict(record, outbox.desired) : null;
  return (
    <Stack gap="4" data-testid="diaspora-edit-view">
      <ViewHeader title={t('form.editTitle')} onBack={onClose} backTestId="diaspora-back" />
      {record === undefined && <PleaseWait />}
      {(record === null || (record && value === null)) && <Text data-testid="diaspora-not-found">{t('common.notFound')}</Text>}
      {record && value && (
        <>
          <ListsMissing lists={lists} />
          <Stack as="section" gap="3" aria-labelledby="diaspora-voter-section">
            <Heading as="h3" size="sm" id="diaspora-voter-section">
              {t('form.voterSection')}
            </Heading>
            <PickedVoter voter={record.voter} />
          </Stack>
          {stopped && isConflict(outbox) && conflict && (
            <ConflictView userId={userId} record={record} lists={lists} stopped={conflict} reason={outbox.lastError} onResolved={onClose} />
          )}
          {stopped && !(isConflict(outbox) && conflict) && (
            <RefusedChange
              testId="diaspora-refused"
              reason={outbox.lastError}
              onEdit={() => setCorrecting(true)}
              onDiscard={() => takeServerDiasporaEdit(userId, record)}
              onDiscarded={onClose}
              logTag="diaspora-references"
            />
          )}
          {!stopped && (
            // Keyed by reference (its first key: a create confirmed meanwhile must not reset what is
            // typed). A refused change is corrected from the member's changes over the server's fresh
            // values, never a stale copy.
            <EditReferenceForm key={record.outboxId ?? record.key} userId={userId} record={record} value={conflict?.conflict.mine ?? value} lists={lists} onClose={onClose} />
          )}
        </>
      )}
    </Stack>
  );
}
