import { Badge, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_FINISHED, TASK_STATUS_ONGOING, type DashboardMemberTask, type TaskStatusName } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { taskViewLink } from '../../../lib/task-links';
import { DASHBOARD_NS } from '../i18n/namespace';
import { DashboardTable } from './dashboard-table';
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
  const columns = [t('tasks.name'), t('tasks.points'), t('tasks.creator'), t('tasks.start'), t('tasks.status')];
  return (
    <SectionCard title={t('tasks.heading')} id="dashboard-tasks-heading" testId="dashboard-tasks">
      <DashboardTable columns={columns} empty={rows.length === 0} labelledBy="dashboard-tasks-heading" testId="dashboard-tasks-table">
        {rows.map((row) => {
          const creator = `${row.task.create_member.name} ${row.task.create_member.surname}`;
          const status = statusLook(row.task_status.name);
          return (
            <Table.Row key={row.id} data-testid="dashboard-task-row" data-status={status.key}>
              <Table.Cell>
                <Link asChild variant="underline">
                  <RouterLink {...taskViewLink(row.id, 'dashboard')}>{row.task.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{row.task.points}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <PersonAvatar name={creator} photo={row.task.create_member.photo} />
                  <Text>{creator}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.start_date)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={status.palette} variant="subtle">
                  {t(`tasks.${status.key}`)}
                </Badge>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DashboardTable>
    </SectionCard>
  );
}
