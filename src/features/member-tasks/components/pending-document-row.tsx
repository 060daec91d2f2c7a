import { Badge, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { rowKey } from '../../../collections/offline-collection';
import { taskDocUploads } from '../../../collections/task-doc-uploads';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { useUploadProgresses, type PendingDocument } from '../use-pending-documents';

/** A document added on this device that the server does not have yet, and where its sending stands. */
export interface PendingShown {
  doc: PendingDocument;
  /** Waiting, being sent by this page, or refused by the server. */
  state: 'pending' | 'sending' | 'attention';
  /** The share sent, while this page sends it. */
  percent: number | null;
}

/** The documents waiting on the device, each with its state. */
export function usePendingShown(docs: readonly PendingDocument[]): PendingShown[] {
  const progresses = useUploadProgresses(docs.map((doc) => rowKey(taskDocUploads, doc.key)));
  return docs.map((doc, index) => {
    const progress = progresses[index];
    const percent = progress === undefined ? null : Math.round(progress * 100);
    const state = doc.row?.state === 'attention' ? 'attention' : percent === null ? 'pending' : 'sending';
    return { doc, state, percent };
  });
}

/**
 * The file of a document waiting on the device: waiting, being sent (with how much of it, when
 * this page sends it), or refused with the server's reason.
 */
export function PendingDocumentFile({ shown: { doc, state, percent } }: { shown: PendingShown }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  return (
    <Stack gap="1">
      <Text>{doc.fileName}</Text>
      {state === 'pending' && (
        <Badge colorPalette="orange" variant="subtle" size="sm" alignSelf="start" data-testid="document-pending-state">
          {t('documents.pending')}
        </Badge>
      )}
      {state === 'sending' && (
        <Progress.Root value={percent} size="xs" w="full" maxW="240px" data-testid="document-progress">
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
  );
}
