import { useTranslation } from 'react-i18next';
import type { DashboardMemberPoint } from '../../../contract/dashboard';
import { formatDate } from '../../../lib/datetime';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { DASHBOARD_NS } from '../i18n/namespace';
import { SectionCard } from './section-card';

/** The latest points earned. */
export function MemberPointsTable({ rows }: { rows: readonly DashboardMemberPoint[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const columns: ListColumn<DashboardMemberPoint>[] = [
    { id: 'activity', header: t('points.activity'), card: 'title', cell: (row) => row.activity_name },
    { id: 'type', header: t('points.type'), cell: (row) => row.activity_type },
    { id: 'points', header: t('points.points'), cell: (row) => row.points },
    { id: 'date', header: t('points.date'), cell: (row) => formatDate(row.create_date), cellProps: { whiteSpace: 'nowrap' } },
  ];
  return (
    <SectionCard title={t('points.heading')} id="dashboard-points-heading" testId="dashboard-points">
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'dashboard-point-row' })}
        labelledBy="dashboard-points-heading"
        testId="dashboard-points-table"
      />
    </SectionCard>
  );
}
