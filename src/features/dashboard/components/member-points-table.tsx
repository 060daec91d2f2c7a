import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DashboardMemberPoint } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { DASHBOARD_NS } from '../i18n/namespace';
import { DashboardTable } from './dashboard-table';
import { SectionCard } from './section-card';

/** The latest points earned. */
export function MemberPointsTable({ rows }: { rows: readonly DashboardMemberPoint[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const columns = [t('points.activity'), t('points.type'), t('points.points'), t('points.date')];
  return (
    <SectionCard title={t('points.heading')} id="dashboard-points-heading" testId="dashboard-points">
      <DashboardTable columns={columns} empty={rows.length === 0} labelledBy="dashboard-points-heading" testId="dashboard-points-table">
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid="dashboard-point-row">
            <Table.Cell>{row.activity_name}</Table.Cell>
            <Table.Cell>{row.activity_type}</Table.Cell>
            <Table.Cell>{row.points}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDate(row.create_date)}</Table.Cell>
          </Table.Row>
        ))}
      </DashboardTable>
    </SectionCard>
  );
}
