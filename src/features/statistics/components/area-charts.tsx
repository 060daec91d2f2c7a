import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MemberPartyRoleRow, MobilityRow, VoterMemberRow, VoterMemberTotals } from '../../../contract/statistics';
import { STATISTICS_NS } from '../i18n/namespace';
import { describeSeries, voterMemberBars } from '../shape';
import type { Report } from '../use-report';
import { ChartCard } from './chart-card';
import { BarsChart } from './charts';
import { COLORS } from './colors';

interface Props<T> {
  report: Report<T>;
  scope: string;
}

/** Voters, members and members per 100 voters in the chosen area (votermemberreport). */
export function TotalsCard({ report, scope }: Props<VoterMemberTotals>) {
  const { t } = useTranslation(STATISTICS_NS);
  const data = report.data;
  const table = data ? { columns: [t('totals.voters'), t('totals.members'), t('totals.percentage')], rows: [[data.voters, data.party_members, data.percentage]] } : { columns: [], rows: [] };
  return (
    <ChartCard id="totals" title={t('totals.heading')} scope={scope} state={report.state} summary={table.rows[0]?.join(' / ') ?? ''} table={table}>
      {data && (
        <SimpleGrid columns={3} gap="3">
          <Stat.Root>
            <Stat.Label>{t('totals.voters')}</Stat.Label>
            <Stat.ValueText data-testid="totals-voters">{data.voters}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('totals.members')}</Stat.Label>
            <Stat.ValueText data-testid="totals-members">{data.party_members}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('totals.percentage')}</Stat.Label>
            <Stat.ValueText data-testid="totals-percentage">{data.percentage}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      )}
    </ChartCard>
  );
}

/** Members per 100 voters, one bar per area one level down (voter-member-report). */
export function VoterMemberChart({ report, scope }: Props<VoterMemberRow[]>) {
  const { t } = useTranslation(STATISTICS_NS);
  const bars = voterMemberBars(report.data ?? []);
  const table = { columns: [t('columns.area'), t('columns.voters'), t('columns.members'), t('columns.percentage')], rows: bars.map((b) => [b.name, b.voters, b.party_members, b.percentage]) };
  return (
    <ChartCard id="voter-member" title={t('charts.voterMember')} scope={scope} state={report.state} summary={describeSeries(bars, (b) => b.name, (b) => [b.percentage])} table={table}>
      <BarsChart data={bars} categoryKey="name" series={[{ key: 'percentage', label: t('columns.percentage'), color: COLORS.brand }]} sideways />
    </ChartCard>
  );
}

/** Share of members who voted on election day, per area (party-members-mobility). */
export function MobilityChart({ report, scope }: Props<MobilityRow[]>) {
  const { t } = useTranslation(STATISTICS_NS);
  const rows = report.data ?? [];
  const table = { columns: [t('columns.area'), t('columns.members'), t('columns.voted'), t('columns.votedPercentage')], rows: rows.map((r) => [r.name, r.party_members, r.voted, r.percentage]) };
  return (
    <ChartCard id="mobility" title={t('charts.mobility')} scope={scope} state={report.state} summary={describeSeries(rows, (r) => r.name, (r) => [`${r.percentage}%`])} table={table}>
      <BarsChart data={rows} categoryKey="name" series={[{ key: 'percentage', label: t('columns.votedPercentage'), color: COLORS.brand }]} sideways />
    </ChartCard>
  );
}

/** Members per party role in the area, every role listed (memberpartyrole). */
export function RolesChart({ report, scope }: Props<MemberPartyRoleRow[]>) {
  const { t } = useTranslation(STATISTICS_NS);
  const rows = report.data ?? [];
  const table = { columns: [t('columns.role'), t('columns.count')], rows: rows.map((r) => [r.name, r.count]) };
  return (
    <ChartCard id="roles" title={t('charts.roles')} scope={scope} state={report.state} summary={describeSeries(rows, (r) => r.name, (r) => [r.count])} table={table}>
      <BarsChart data={rows} categoryKey="name" series={[{ key: 'count', label: t('columns.count'), color: COLORS.brand }]} sideways />
    </ChartCard>
  );
}
