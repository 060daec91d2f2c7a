import type { ReactNode } from 'react';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../contract/dashboard';
import { DASHBOARD_NS } from '../i18n/namespace';
import { pointsChange } from '../percentage';
import { SectionCard } from './section-card';

function Figure({ label, value, testId, help }: { label: string; value: number; testId: string; help?: ReactNode }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
      {help}
    </Stat.Root>
  );
}

/** Points this month and last month (with the spec's percentage), and the totals. */
export function DashboardStats({ figures }: { figures: DashboardData }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const change = pointsChange(figures.points.current_month, figures.points.last_month);
  return (
    <SectionCard title={t('stats.heading')} id="dashboard-stats-heading" testId="dashboard-stats">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
        <Figure
          label={t('stats.currentMonth')}
          value={figures.points.current_month}
          testId="points-current-month"
          help={
            // A <dd> of its own: Stat.Root is a <dl>, which may hold only dt/dd.
            <Stat.HelpText asChild>
              <dd data-testid="points-percentage" data-kind={change?.kind ?? 'none'}>
                {change === null ? t('stats.noComparison') : t(`stats.${change.kind}`, { value: change.value })}
              </dd>
            </Stat.HelpText>
          }
        />
        <Figure label={t('stats.lastMonth')} value={figures.points.last_month} testId="points-last-month" />
        <Figure label={t('stats.totalPoints')} value={figures.points.total} testId="points-total" />
        <Figure label={t('stats.totalTasks')} value={figures.tasks.total} testId="tasks-total" />
        <Figure label={t('stats.completedTasks')} value={figures.tasks.finished} testId="tasks-finished" />
      </SimpleGrid>
    </SectionCard>
  );
}
