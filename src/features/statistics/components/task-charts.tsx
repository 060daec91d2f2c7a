import { useTranslation } from 'react-i18next';
import type { MemberAddedReport, MonthTaskStatusReport, YearlyTaskReport } from '../../../contract/statistics';
import { STATISTICS_NS } from '../i18n/namespace';
import { addedBars, describeSeries, statusSlices, yearlyBars } from '../shape';
import type { Report } from '../use-report';
import { ChartCard } from './chart-card';
import { BarsChart, DonutChart } from './charts';
import { COLORS, STATUS_COLORS } from './colors';

interface Props<T> {
  report: Report<T>;
  scope: string;
}

function useMonthName() {
  const { t } = useTranslation(STATISTICS_NS);
  return (mm: string) => t(`months.${mm}`, { defaultValue: mm });
}

/** The month's assignments by status (monthtaskstatusreport). */
export function MonthStatusChart({ report, scope }: Props<MonthTaskStatusReport>) {
  const { t } = useTranslation(STATISTICS_NS);
  const slices = report.data ? statusSlices(report.data).map((s) => ({ ...s, name: t(`status.${s.key}`), color: STATUS_COLORS[s.key] })) : [];
  // A month without tasks has nothing to draw: the card says 'Nuk ka të dhëna!'.
  const drawn = slices.some((s) => s.value > 0) ? slices : [];
  const table = { columns: [t('columns.status'), t('columns.count')], rows: drawn.map((s) => [s.name, s.value]) };
  return (
    <ChartCard id="month-status" title={t('charts.monthStatus')} scope={scope} state={report.state} summary={describeSeries(drawn, (s) => s.name, (s) => [s.value])} table={table}>
      <DonutChart slices={drawn} />
    </ChartCard>
  );
}

/** Assignments per month of the year and how many are finished (yearly-task-report). */
export function YearlyChart({ report, scope }: Props<YearlyTaskReport>) {
  const { t } = useTranslation(STATISTICS_NS);
  const monthName = useMonthName();
  const bars = report.data ? yearlyBars(report.data, monthName) : [];
  const table = { columns: [t('columns.month'), t('columns.total'), t('columns.finished')], rows: bars.map((b) => [b.label, b.total, b.finished]) };
  return (
    <ChartCard id="yearly" title={t('charts.yearly')} scope={scope} state={report.state} summary={describeSeries(bars, (b) => b.label, (b) => [b.total, b.finished])} table={table}>
      <BarsChart
        data={bars}
        categoryKey="label"
        series={[
          { key: 'total', label: t('columns.total'), color: COLORS.brand },
          { key: 'finished', label: t('columns.finished'), color: STATUS_COLORS.finished },
        ]}
      />
    </ChartCard>
  );
}

/** Members who joined per month (memberaddedreport). */
export function AddedChart({ report, scope }: Props<MemberAddedReport>) {
  const { t } = useTranslation(STATISTICS_NS);
  const monthName = useMonthName();
  const bars = report.data ? addedBars(report.data, monthName) : [];
  const table = { columns: [t('columns.month'), t('columns.added')], rows: bars.map((b) => [b.label, b.count]) };
  return (
    <ChartCard id="added" title={t('charts.added')} scope={scope} state={report.state} summary={describeSeries(bars, (b) => b.label, (b) => [b.count])} table={table}>
      <BarsChart data={bars} categoryKey="label" series={[{ key: 'count', label: t('columns.added'), color: COLORS.second }]} />
    </ChartCard>
  );
}
