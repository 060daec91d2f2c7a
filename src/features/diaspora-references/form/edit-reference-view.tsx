import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalDiasporaReference } from '../../../db/database';
import { PleaseWait } from '../../../ui/offline-list/download-progress';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { ViewHeader } from '../../../ui/offline-list/view-header';
import { DIASPORA_NS } from '../i18n/namespace';
import { PickedVoter } from '../picker/picked-voter';
import type { DiasporaLists } from '../use-diaspora-lists';
import { ConflictView } from './conflict-view';
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

/** View 2: the same form as a new reference with the voter fixed, or the two versions after a conflict. */
export function EditReferenceView({ userId, record, outbox, lists, onClose }: EditReferenceViewProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const value = record?.state.value ?? null;
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
          {outbox?.state === 'attention' ? (
            <ConflictView userId={userId} record={record} lists={lists} reason={outbox.lastError} onResolved={onClose} />
          ) : (
            // Keyed by reference (its first key: a create confirmed meanwhile must not reset what is typed).
            <EditReferenceForm key={record.outboxId ?? record.key} userId={userId} record={record} value={value} lists={lists} onClose={onClose} />
          )}
        </>
      )}
    </Stack>
  );
}
