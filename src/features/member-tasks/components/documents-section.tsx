import { Button, Heading, HStack, IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../api/http';
import { memberTaskDocs } from '../../../contract/task-documents';
import { formatDateTime } from '../../../lib/datetime';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
import { useOnline } from '../../../ui/offline-list/use-online';
import { deleteTaskDoc, uploadTaskDoc } from '../api';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { docsPath } from '../query';
import { withToasts } from '../with-toasts';
import { DocumentForm } from './document-form';

interface DocumentsSectionProps {
  userId: number;
  memberTaskId: number;
  /** Spec 02 §4: delete is disabled unless the task is ongoing. */
  canDelete: boolean;
}

/** The member's documents on the assignment; the last copy shows offline, adding and deleting need the server. */
export function DocumentsSection({ userId, memberTaskId, canDelete }: DocumentsSectionProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const online = useOnline();
  const docs = useCachedRead(userId, docsPath(memberTaskId), memberTaskDocs);
  const [adding, setAdding] = useState(false);
  // Spec 02 §9: the document table pages at 10.
  const paging = usePaging(docs.data?.data ?? [], 10);

  const save = async (description: string, file: File) => {
    if (!(await withToasts(() => uploadTaskDoc(memberTaskId, description, file), t('documents.success'), t('documents.failure')))) return;
    setAdding(false);
    docs.refresh();
  };
  const remove = async (id: number) => {
    if (await withToasts(() => deleteTaskDoc(id), t('documents.deleteSuccess'), t('documents.deleteFailure'))) docs.refresh();
  };

  const columns = ['number', 'file', 'description', 'date', 'actions'].map((c) => t(`documents.columns.${c}`));
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
      {!online && (
        <Text fontSize="sm" color="fg.muted" data-testid="documents-offline">
          {t('documents.offline')}
        </Text>
      )}
      {adding && online && <DocumentForm onSave={save} onClose={() => setAdding(false)} />}
      <TableFrame columns={columns} empty={paging.window.total === 0} testId="documents-table">
        {paging.rows.map((doc, index) => (
          <Table.Row key={doc.id} data-testid="document-row">
            <Table.Cell>{paging.window.from + index}</Table.Cell>
            <Table.Cell minW="140px">
              <Link href={mediaUrl(doc.doc_file)} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                {doc.file_name}
              </Link>
            </Table.Cell>
            <Table.Cell minW="160px">{doc.description}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(doc.create_date)}</Table.Cell>
            <Table.Cell>
              <IconButton
                variant="ghost"
                colorPalette="red"
                minW="44px"
                minH="44px"
                aria-label={t('documents.deleteLabel', { name: doc.file_name })}
                disabled={!canDelete || !online}
                onClick={() => void remove(doc.id)}
              >
                <Trash2 />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </TableFrame>
      {paging.window.pages > 1 && <Pager window={paging.window} onPageChange={paging.setPage} testId="documents-pager" />}
    </Stack>
  );
}
