import { lazy, Suspense } from 'react';
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHART_MONTHS, type DashboardMonthPoints } from '../../../contract/dashboard';
import { DASHBOARD_NS } from '../i18n/namespace';
import { pointsByMonth } from '../points-by-month';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary';
import { SectionCard } from './section-card';

const PointsChart = lazy(() => import('./points-chart'));

/** The member's points per month over the last year, as bars and as a table. */
export function PointsChartCard({ data }: { data: readonly DashboardMonthPoints[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const months = pointsByMonth(data);
  if (data.length === 0) return null;
  if (months.length === 0) {
    return (
      <SectionCard title={t('chart.heading')} id="dashboard-chart-heading" testId="dashboard-chart">
        <Text color="fg.muted" data-testid="dashboard-chart-empty">
          {t('chart.empty', { count: CHART_MONTHS })}
        </Text>
      </SectionCard>
    );
  }
  const summary = t('chart.summary', { list: months.map((m) => `${m.label}: ${m.points}`).join(', ') });
  return (
    <SectionCard title={t('chart.heading')} id="dashboard-chart-heading" testId="dashboard-chart">
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('chart.note', { count: CHART_MONTHS })}
      </Text>
      <Box role="img" aria-label={summary} h="220px" data-testid="dashboard-chart-figure">
        {/* Offline before the chart's code was ever stored: the table below says the same. */}
        <LoadFailureBoundary fallback={null}>
          <Suspense fallback={<Text color="fg.muted">{t('chart.loading')}</Text>}>
            <PointsChart months={months} pointsLabel={t('chart.points')} />
          </Suspense>
        </LoadFailureBoundary>
      </Box>
      <Box as="details" mt="2">
        <Box as="summary" cursor="pointer" minH="44px" display="flex" alignItems="center">
          {t('chart.table')}
        </Box>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('chart.month')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('chart.points')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((m) => (
              <Table.Row key={m.month}>
                <Table.Cell>{m.label}</Table.Cell>
                <Table.Cell>{m.points}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </SectionCard>
  );
}
