import { Badge, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { CircleExclamationPoint, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { rowKey } from '../../../collections/offline-collection';
import { taskDocUploads } from '../../../collections/task-doc-uploads';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { useUploadProgress, type PendingDocument } from '../use-pending-documents';
import { DocumentCells } from './document-cells';

/**
 * A document added on this device that the server does not have yet: waiting, being sent (with
 * how much of it, when this page sends it), or refused with the server's reason. Removing it
 * takes it and its file off the device and sends nothing.
 */
export function PendingDocumentRow({ doc, onRemove }: { doc: PendingDocument; onRemove: () => void }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const progress = useUploadProgress(rowKey(taskDocUploads, doc.key));
  const refused = doc.row?.state === 'attention';
  const percent = progress === undefined ? null : Math.round(progress * 100);
  const state = refused ? 'attention' : percent === null ? 'pending' : 'sending';
  return (
    <Table.Row data-testid="document-pending" data-sync={state}>
      <DocumentCells
        number={<Smartphone size={16} aria-hidden />}
        file={
          <Stack gap="1">
            <Text>{doc.fileName}</Text>
            {state === 'pending' && (
              <Badge colorPalette="orange" variant="subtle" size="sm" alignSelf="start" data-testid="document-pending-state">
                {t('documents.pending')}
              </Badge>
            )}
            {state === 'sending' && (
              <Progress.Root value={percent} size="xs" maxW="160px" data-testid="document-progress">
                <Progress.Label fontSize="xs">{t('documents.sending', { percent })}</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {state === 'attention' && (
              <Text fontSize="sm" color="fg.error" role="alert" data-testid="document-refused">
                <CircleExclamationPoint size={14} aria-hidden style={{ display: 'inline', verticalAlign: 'middle', marginRight: 4 }} />
                {t('refusedByServer', { reason: doc.row?.lastError ?? '' })}
              </Text>
            )}
          </Stack>
        }
        description={doc.description}
        date={doc.create_date}
        deleteLabel={t('documents.removePendingLabel', { name: doc.fileName })}
        deleteDisabled={state === 'sending'}
        onDelete={onRemove}
      />
    </Table.Row>
  );
}
