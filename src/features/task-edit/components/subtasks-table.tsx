import { Button, Heading, HStack, Stack, Table } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatedTask } from '../../../contract/task-creator';
import { formatDateTime } from '../../../lib/datetime';
import { TableFrame } from '../../../ui/offline-list/table-frame';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
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
  const columns = (['name', 'start', 'end', 'progress'] as const).map((c) => t(`subtasks.columns.${c}`));
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
      <TableFrame columns={columns} empty={rows.length === 0} emptyText={t('subtasks.empty')} testId="subtasks-table">
        {paging.rows.map((sub) => (
          <Table.Row key={sub.id} data-testid="subtask-row" cursor="pointer" onClick={() => onOpen(sub.id)}>
            <Table.Cell minW="160px">
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
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(sub.start_date)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(sub.end_date)}</Table.Cell>
            <Table.Cell>
              <TaskProgress value={sub.progress} label={t('subtasks.columns.progress')} />
            </Table.Cell>
          </Table.Row>
        ))}
      </TableFrame>
      {paging.window.pages > 1 && <Pager window={paging.window} onPageChange={paging.setPage} testId="subtasks-pager" />}
    </Stack>
  );
}
