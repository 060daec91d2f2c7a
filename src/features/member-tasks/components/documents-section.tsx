import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberTaskDocs } from '../../../contract/task-documents';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
import { useOnline } from '../../../ui/offline-list/use-online';
import { deleteTaskDoc } from '../api';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { docsPath } from '../query';
import { addDocument, removeDocument, usePendingDocuments } from '../use-pending-documents';
import { withToasts } from '../with-toasts';
import { MAX_DOC_MB } from '../../../lib/doc-limits';
import { DocumentForm } from '../../../ui/documents/document-form';
import { DocumentsTable } from './documents-table';

/** A delete the member is asked to confirm: a sent document (gone from the server) or one still on the device. */
type Deleting = { kind: 'sent'; id: number; name: string } | { kind: 'pending'; key: string; name: string };

interface DocumentsSectionProps {
  userId: number;
  memberTaskId: number;
  /** Spec 02 §4: delete is disabled unless the task is ongoing. */
  canDelete: boolean;
}

/**
 * The member's documents on the assignment: the server's last copy, and before it the documents
 * added on this device that wait to be sent (offline first: the file stays on the device until
 * the server has it). Deleting a sent document needs the server.
 */
export function DocumentsSection({ userId, memberTaskId, canDelete }: DocumentsSectionProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const online = useOnline();
  const docs = useCachedRead(userId, docsPath(memberTaskId), memberTaskDocs);
  const pending = usePendingDocuments(userId, memberTaskId) ?? [];
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // Spec 02 §9: the document table pages at 10.
  const paging = usePaging(docs.data?.data ?? [], 10);
  const pendingCount = pending.length;
  const previousCount = useRef(pendingCount);
  const { refresh } = docs;
  useEffect(() => {
    // A document left the device (the server has it): the list now holds it.
    if (pendingCount < previousCount.current) refresh();
    previousCount.current = pendingCount;
  }, [pendingCount, refresh]);

  const save = async (description: string, file: File) => {
    if (!(await withToasts(() => addDocument(userId, memberTaskId, description, file), t('documents.success'), t('documents.failure')))) return;
    setAdding(false);
  };
  const remove = async (doc: Deleting) => {
    if (doc.kind === 'pending') await withToasts(() => removeDocument(userId, doc.key), null, t('documents.deleteFailure'));
    else if (await withToasts(() => deleteTaskDoc(doc.id), t('documents.deleteSuccess'), t('documents.deleteFailure'))) docs.refresh();
  };
  const sent = deleting?.kind !== 'pending';

  return (
    <Stack gap="2" as="section" aria-labelledby="documents-heading" data-testid="documents-section" data-loaded={docs.data !== undefined}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="documents-heading">
          {t('documents.heading')}
        </Heading>
        {!adding && (
          <Button size="sm" minH="44px" variant="outline" onClick={() => setAdding(true)} data-testid="document-add">
            <Plus aria-hidden />
            {t('documents.add')}
          </Button>
        )}
      </HStack>
      {!online && (
        <Text fontSize="sm" color="fg.muted" data-testid="documents-offline">
          {t('documents.offline')}
        </Text>
      )}
      {adding && (
        <DocumentForm
          texts={{
            description: t('documents.description'),
            file: t('documents.file'),
            save: t('documents.save'),
            close: t('documents.close'),
            problem: (problem) => t(`documents.${problem}`, { mb: MAX_DOC_MB }),
          }}
          onSave={save}
          onClose={() => setAdding(false)}
        />
      )}
      <DocumentsTable
        pending={pending}
        sent={paging.rows}
        firstNumber={paging.window.from}
        canDeleteSent={canDelete && online}
        onRemovePending={(doc) => setDeleting({ kind: 'pending', key: doc.key, name: doc.fileName })}
        onDeleteSent={(doc) => setDeleting({ kind: 'sent', id: doc.id, name: doc.file_name })}
      />
      {paging.window.pages > 1 && <Pager window={paging.window} onPageChange={paging.setPage} testId="documents-pager" />}
      <ConfirmDialog
        open={deleting !== null}
        title={t(sent ? 'documents.confirmDeleteTitle' : 'documents.confirmRemoveTitle')}
        body={t(sent ? 'documents.confirmDeleteBody' : 'documents.confirmRemoveBody', { name: deleting?.name ?? '' })}
        cancelLabel={t('documents.cancel')}
        confirmLabel={t(sent ? 'documents.confirmDelete' : 'documents.confirmRemove')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const doc = deleting;
          setDeleting(null);
          if (doc) void remove(doc);
        }}
        testId="document-delete"
      />
    </Stack>
  );
}
