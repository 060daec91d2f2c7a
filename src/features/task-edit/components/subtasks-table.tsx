import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatedTask } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { TaskProgress } from '../../../ui/task-marks/task-progress';
import { TASK_EDIT_NS } from '../i18n/namespace';

/** Spec 01 §9: sub-tasks page at 5. */
export const SUBTASK_PAGE_SIZE = 5;

interface SubtasksTableProps {
  rows: readonly CreatedTask[];
  onOpen: (id: number) => void;
  /** Null when a sub-task cannot have sub-tasks of its own. */
  onAdd: (() => void) | null;
}

/** The task's sub-tasks: name, dates, progress; a row opens that sub-task's detail. */
export function SubtasksTable({ rows, onOpen, onAdd }: SubtasksTableProps) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const paging = usePaging(rows, SUBTASK_PAGE_SIZE);
  const columns: ListColumn<CreatedTask>[] = [
    {
      id: 'name',
      header: t('subtasks.columns.name'),
      card: 'title',
      cellProps: { minW: '160px' },
      cell: (sub) => (
        <Button
          variant="plain"
          p="0"
          h="auto"
          minH="44px"
          whiteSpace="normal"
          textAlign="start"
          colorPalette="blue"
          aria-label={t('subtasks.open', { name: sub.name })}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(sub.id);
          }}
        >
          {sub.name}
        </Button>
      ),
    },
    { id: 'start', header: t('subtasks.columns.start'), cell: (sub) => formatDateTime(sub.start_date), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'end', header: t('subtasks.columns.end'), cell: (sub) => formatDateTime(sub.end_date), cellProps: { whiteSpace: 'nowrap' } },
    {
      id: 'progress',
      header: t('subtasks.columns.progress'),
      cellProps: { minW: '36' },
      cell: (sub) => <TaskProgress value={sub.progress} label={t('subtasks.columns.progress')} />,
    },
  ];
  return (
    <Stack gap="2" as="section" aria-labelledby="subtasks-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="subtasks-heading">
          {t('subtasks.heading')}
        </Heading>
        {onAdd && (
          <Button size="sm" minH="44px" variant="outline" onClick={onAdd} data-testid="subtask-add">
            <Plus aria-hidden />
            {t('actions.addSubtask')}
          </Button>
        )}
      </HStack>
      <ResponsiveTable
        rows={paging.rows}
        columns={columns}
        rowKey={(sub) => sub.id}
        rowProps={() => ({ 'data-testid': 'subtask-row' })}
        onRowClick={(sub) => onOpen(sub.id)}
        testId="subtasks-table"
        emptyText={t('subtasks.empty')}
      />
      {paging.window.pages > 1 && <Pager window={paging.window} onPageChange={paging.setPage} testId="subtasks-pager" />}
    </Stack>
  );
}
