import { Button, Heading, HStack, IconButton, Stack, Table } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDoc } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TableFrame } from '../../../ui/offline-list/table-frame';
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
  const columns = (['file', 'description', 'date', 'actions'] as const).map((c) => t(`documents.columns.${c}`));
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
      <TableFrame columns={columns} empty={docs.length === 0} emptyText={t('documents.empty')} testId="documents-table">
        {docs.map((doc) => (
          <Table.Row key={doc.id} data-testid="document-row">
            <Table.Cell minW="160px">
              <DocLink doc={doc} />
            </Table.Cell>
            <Table.Cell minW="140px">{doc.description}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(doc.create_date)}</Table.Cell>
            <Table.Cell>
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
            </Table.Cell>
          </Table.Row>
        ))}
      </TableFrame>
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
