import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QrTaskRow } from '../../../contract/task-creator';
import { formatDate } from '../../../lib/datetime';
import { qrViewLink } from '../../../lib/task-links';
import { TaskProgress } from '../../../ui/task-marks/task-progress';
import { SENT_TASKS_NS } from '../i18n/namespace';
import { EmptyRows } from './empty-rows';

/** Spec 01 §4: the QR list knows only done or not: 100 (green) when completed, otherwise 25 (red). */
export const qrProgress = (row: Pick<QrTaskRow, 'completed'>): number => (row.completed ? 100 : 25);

/** The QR tasks (spec 01 §2 "QR task list"): a row opens the task's QR view. Scrolls sideways on a phone. */
export function QrTasksTable({ rows }: { rows: readonly QrTaskRow[] }) {
  const { t } = useTranslation(SENT_TASKS_NS);
  const navigate = useNavigate();
  if (rows.length === 0) return <EmptyRows text={t('qr.empty')} testId="qr-tasks-empty" />;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive data-testid="qr-tasks-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="48">{t('qr.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('qr.start')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('qr.end')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('qr.address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('qr.creator')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('qr.members')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('qr.progress')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const link = qrViewLink(row.id);
            const progress = qrProgress(row);
            return (
              <Table.Row key={row.id} cursor="pointer" onClick={() => void navigate(link.to, { state: link.state })} data-testid="qr-task-row" data-task-id={row.id}>
                <Table.Cell>
                  {/* The row is clickable with a pointer; the link is the keyboard's and screen reader's way in. */}
                  <ChakraLink asChild fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
                    <Link to={link.to} state={link.state} aria-label={t('qr.open', { name: row.name })} onClick={(event) => event.stopPropagation()}>
                      {row.name}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.start_date)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.end_date)}</Table.Cell>
                <Table.Cell>{row.address ?? ''}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{`${row.create_member.name} ${row.create_member.surname}`}</Table.Cell>
                <Table.Cell textAlign="end">{row.members_count}</Table.Cell>
                <Table.Cell>
                  <TaskProgress value={progress} label={t('progressLabel', { value: progress })} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
