import { Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QrTaskRow } from '../../../contract/task-creator';
import { formatDate } from '../../../lib/datetime';
import { qrViewLink } from '../../../lib/task-links';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { TaskProgress } from '../../../ui/task-marks/task-progress';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { EmptyRows } from './empty-rows';

/** Spec 01 §4: the QR list knows only done or not: 100 (green) when completed, otherwise 25 (red). */
export const qrProgress = (row: Pick<QrTaskRow, 'completed'>): number => (row.completed ? 100 : 25);

/** The QR tasks (spec 01 §2 "QR task list"): a row (a card on a phone) opens the task's QR view. */
export function QrTasksTable({ rows }: { rows: readonly QrTaskRow[] }) {
  const { t } = useTranslation(SENT_TASKS_NS);
  const navigate = useNavigate();
  if (rows.length === 0) return <EmptyRows text={t('qr.empty')} testId="qr-tasks-empty" />;
  const columns: ListColumn<QrTaskRow>[] = [
    {
      id: 'name',
      header: t('qr.name'),
      card: 'title',
      cellProps: { minW: '48' },
      cell: (row) => {
        const link = qrViewLink(row.id);
        return (
          // The row is clickable with a pointer; the link is the keyboard's and screen reader's way in.
          <ChakraLink asChild fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
            <Link to={link.to} state={link.state} aria-label={t('qr.open', { name: row.name })} onClick={(event) => event.stopPropagation()}>
              {row.name}
            </Link>
          </ChakraLink>
        );
      },
    },
    { id: 'start', header: t('qr.start'), cell: (row) => formatDate(row.start_date), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'end', header: t('qr.end'), cell: (row) => formatDate(row.end_date), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'address', header: t('qr.address'), cell: (row) => row.address ?? '' },
    { id: 'creator', header: t('qr.creator'), cell: (row) => `${row.create_member.name} ${row.create_member.surname}` },
    { id: 'members', header: t('qr.members'), cell: (row) => row.members_count, cellProps: { textAlign: 'end' } },
    {
      id: 'progress',
      header: t('qr.progress'),
      cellProps: { minW: '36' },
      cell: (row) => {
        const progress = qrProgress(row);
        return <TaskProgress value={progress} label={t('progressLabel', { value: progress })} />;
      },
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'qr-task-row', 'data-task-id': row.id })}
      onRowClick={(row) => {
        const link = qrViewLink(row.id);
        void navigate(link.to, { state: link.state });
      }}
      testId="qr-tasks-table"
    />
  );
}
