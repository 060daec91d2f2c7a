import { Button, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDoc } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { useOnline } from '../../../ui/offline-list/use-online';
import { MAX_DOC_MB } from '../../../lib/doc-limits';
import { DocumentForm } from '../../../ui/documents/document-form';
import { TASK_EDIT_NS } from '../i18n/namespace';
import { DocLink } from './doc-link';
import { OfflineNotice } from './offline-notice';

interface DocumentsSectionProps {
  docs: readonly TaskDoc[];
  /** Resolve true when the server took it. */
  onUpload: (description: string, file: File) => Promise<boolean>;
  onDelete: (doc: TaskDoc) => Promise<void>;
}

/** The task's own documents (spec 01 §2): image or doc, a link to the file; upload and delete need the server. */
export function DocumentsSection({ docs, onUpload, onDelete }: DocumentsSectionProps) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const online = useOnline();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TaskDoc | null>(null);
  const columns: ListColumn<TaskDoc>[] = [
    { id: 'file', header: t('documents.columns.file'), card: 'title', cellProps: { minW: '160px' }, cell: (doc) => <DocLink doc={doc} /> },
    { id: 'description', header: t('documents.columns.description'), card: 'detail', cellProps: { minW: '140px' }, cell: (doc) => doc.description },
    { id: 'date', header: t('documents.columns.date'), cell: (doc) => formatDateTime(doc.create_date), cellProps: { whiteSpace: 'nowrap' } },
    {
      id: 'actions',
      header: t('documents.columns.actions'),
      card: 'actions',
      cell: (doc) => (
        <IconButton
          variant="ghost"
          colorPalette="red"
          minW="44px"
          minH="44px"
          aria-label={t('documents.deleteLabel', { name: doc.file_name })}
          disabled={!online}
          onClick={() => setDeleting(doc)}
        >
          <Trash2 />
        </IconButton>
      ),
    },
  ];
  const save = async (description: string, file: File) => {
    if (await onUpload(description, file)) setAdding(false);
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="documents-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="documents-heading">
          {t('documents.heading')}
        </Heading>
        {!adding && (
          <Button size="sm" minH="44px" variant="outline" disabled={!online} onClick={() => setAdding(true)} data-testid="document-add">
            <Plus aria-hidden />
            {t('documents.add')}
          </Button>
        )}
      </HStack>
      <OfflineNotice testId="documents-offline" />
      {adding && online && (
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
      <ResponsiveTable
        rows={docs}
        columns={columns}
        rowKey={(doc) => doc.id}
        rowProps={() => ({ 'data-testid': 'document-row' })}
        testId="documents-table"
        emptyText={t('documents.empty')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('documents.confirmTitle')}
        body={t('documents.confirmBody', { name: deleting?.file_name ?? '' })}
        cancelLabel={t('documents.cancel')}
        confirmLabel={t('documents.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const doc = deleting;
          setDeleting(null);
          if (doc) void onDelete(doc);
        }}
        testId="document-delete"
      />
    </Stack>
  );
}
