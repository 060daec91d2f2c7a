import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, type DashboardMemberTask, type TaskStatusName } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { taskViewLink } from '../../../lib/task-links';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { DASHBOARD_NS } from '../i18n/namespace';
import { PersonAvatar } from './person-avatar';
import { SectionCard } from './section-card';

function statusLook(name: TaskStatusName): { key: 'finished' | 'ongoing' | 'unfinished'; palette: string } {
  if (name === TASK_STATUS_FINISHED) return { key: 'finished', palette: 'green' };
  if (name === TASK_STATUS_ONGOING) return { key: 'ongoing', palette: 'blue' };
  return { key: 'unfinished', palette: 'red' };
}

/** The latest tasks: 'Perfunduar' rows are the completed ones (spec 02 §3); a name opens the consult view, whose Back returns here. */
export function MemberTasksTable({ rows }: { rows: readonly DashboardMemberTask[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const creator = (row: DashboardMemberTask) => `${row.task.create_member.name} ${row.task.create_member.surname}`;
  const columns: ListColumn<DashboardMemberTask>[] = [
    {
      id: 'name',
      header: t('tasks.name'),
      card: 'title',
      cellProps: { minW: '160px' },
      cell: (row) => (
        <Link asChild variant="underline" minH="44px" display="inline-flex" alignItems="center">
          <RouterLink {...taskViewLink(row.id, 'dashboard')}>{row.task.name}</RouterLink>
        </Link>
      ),
    },
    { id: 'points', header: t('tasks.points'), cell: (row) => row.task.points },
    {
      id: 'creator',
      header: t('tasks.creator'),
      cell: (row) => (
        <HStack gap="2">
          <PersonAvatar name={creator(row)} photo={row.task.create_member.photo} />
          <Text>{creator(row)}</Text>
        </HStack>
      ),
    },
    { id: 'start', header: t('tasks.start'), cell: (row) => formatDate(row.start_date), cellProps: { whiteSpace: 'nowrap' } },
    {
      id: 'status',
      header: t('tasks.status'),
      card: 'state',
      cell: (row) => {
        const status = statusLook(row.task_status.name);
        return (
          <Badge colorPalette={status.palette} variant="subtle">
            {t(`tasks.${status.key}`)}
          </Badge>
        );
      },
    },
  ];
  return (
    <SectionCard title={t('tasks.heading')} id="dashboard-tasks-heading" testId="dashboard-tasks">
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'dashboard-task-row', 'data-status': statusLook(row.task_status.name).key })}
        labelledBy="dashboard-tasks-heading"
        testId="dashboard-tasks-table"
      />
    </SectionCard>
  );
}
