import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Smartphone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberTaskDoc } from '../../../contract/task-documents';
import { formatDateTime } from '../../../lib/datetime';
import { MediaFileLink } from '../../../ui/media/media-file-link';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import type { PendingDocument } from '../use-pending-documents';
import { PendingDocumentFile, usePendingShown, type PendingShown } from './pending-document-row';

type DocumentRow = { kind: 'pending'; shown: PendingShown } | { kind: 'sent'; doc: MemberTaskDoc; number: number };

interface DocumentsTableProps {
  /** Added on this device, not sent yet: listed first. */
  pending: readonly PendingDocument[];
  /** The page of the server's documents, numbered from `firstNumber`. */
  sent: readonly MemberTaskDoc[];
  firstNumber: number;
  canDeleteSent: boolean;
  /** Takes a waiting document and its file off the device; sends nothing. */
  onRemovePending: (doc: PendingDocument) => void;
  onDeleteSent: (doc: MemberTaskDoc) => void;
}

/**
 * The documents table (spec 02 §2.4: Nr., document, description, date, delete), the waiting ones
 * first; on a phone a card each, its delete button in reach.
 */
export function DocumentsTable({ pending, sent, firstNumber, canDeleteSent, onRemovePending, onDeleteSent }: DocumentsTableProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const rows: DocumentRow[] = [
    ...usePendingShown(pending).map((shown) => ({ kind: 'pending' as const, shown })),
    ...sent.map((doc, index) => ({ kind: 'sent' as const, doc, number: firstNumber + index })),
  ];
  const deleteButton = (label: string, disabled: boolean, onClick: () => void) => (
    <IconButton variant="ghost" colorPalette="red" minW="44px" minH="44px" aria-label={label} disabled={disabled} onClick={onClick}>
      <Trash2 />
    </IconButton>
  );
  const sentFile = (doc: MemberTaskDoc) => (
    <MediaFileLink path={doc.doc_file} fileName={doc.file_name} minH="44px" textAlign="start">
      {doc.file_name}
    </MediaFileLink>
  );
  const columns: ListColumn<DocumentRow>[] = [
    { id: 'number', header: t('documents.columns.number'), card: 'none', cell: (row) => (row.kind === 'pending' ? <Smartphone size={16} aria-hidden /> : row.number) },
    {
      id: 'file',
      header: t('documents.columns.file'),
      card: 'title',
      cellProps: { minW: '160px' },
      cell: (row) => (row.kind === 'pending' ? <PendingDocumentFile shown={row.shown} /> : sentFile(row.doc)),
      cardCell: (row) =>
        row.kind === 'pending' ? (
          // On a card the phone mark says, where the number column would, that it is still on the device.
          <HStack gap="2" align="start">
            <Text as="span" pt="1">
              <Smartphone size={16} aria-hidden />
            </Text>
            <PendingDocumentFile shown={row.shown} />
          </HStack>
        ) : (
          sentFile(row.doc)
        ),
    },
    {
      id: 'description',
      header: t('documents.columns.description'),
      card: 'detail',
      cellProps: { minW: '160px' },
      cell: (row) => (row.kind === 'pending' ? row.shown.doc.description : row.doc.description),
    },
    {
      id: 'date',
      header: t('documents.columns.date'),
      cellProps: { whiteSpace: 'nowrap' },
      cell: (row) => formatDateTime(row.kind === 'pending' ? row.shown.doc.create_date : row.doc.create_date),
    },
    {
      id: 'actions',
      header: t('documents.columns.actions'),
      card: 'actions',
      cell: (row) =>
        row.kind === 'pending'
          ? deleteButton(t('documents.removePendingLabel', { name: row.shown.doc.fileName }), row.shown.state === 'sending', () => onRemovePending(row.shown.doc))
          : deleteButton(t('documents.deleteLabel', { name: row.doc.file_name }), !canDeleteSent, () => onDeleteSent(row.doc)),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => (row.kind === 'pending' ? `pending-${row.shown.doc.key}` : row.doc.id)}
      rowProps={(row) => (row.kind === 'pending' ? { 'data-testid': 'document-pending', 'data-sync': row.shown.state } : { 'data-testid': 'document-row' })}
      testId="documents-table"
    />
  );
}
