import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { STATISTICS_PERMISSION } from '../../../contract/statistics';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useSession } from '../../../ui/session/session-context';
import { AddedChart, MonthStatusChart, YearlyChart } from '../components/task-charts';
import { MobilityChart, RolesChart, TotalsCard, VoterMemberChart } from '../components/area-charts';
import { StatisticsFilters } from '../components/statistics-filters';
import { readFilters, writeFilters, type StatisticsFilters as Filters } from '../filters';
import { STATISTICS_NS } from '../i18n/namespace';
import { useStatistics } from '../use-statistics';
import { useScopes } from '../use-scopes';
import { formatDateTime } from '../../../lib/datetime';

/** How many years back the year filter reaches. */
const YEARS_BACK = 5;

/**
 * /statistics: the organisation's figures as charts, for members holding 'Statistika' (the spec
 * names the calls, not the screen: spec 02 §7). The route is lazy, so the chart library loads
 * only here.
 */
export default function StatisticsPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const { permissionCodes } = useSession();
  const allowed = permissionCodes.includes(STATISTICS_PERMISSION);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        {allowed && (
          <Button asChild minH="44px" variant="outline" data-testid="statistics-live-turnout">
            <RouterLink to="/statistics/turnout">{t('turnout.open')}</RouterLink>
          </Button>
        )}
      </HStack>
      {allowed ? <Reports /> : <NoAccess testId="statistics-no-access" />}
    </Stack>
  );
}

function Reports() {
  const { t } = useTranslation(STATISTICS_NS);
  const { auth, data } = useSession();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const filters = readFilters(params, now);
  const { reports, forbidden, at } = useStatistics(auth?.userId ?? null, filters);
  const scopes = useScopes(filters, data.regionalData);
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => now.getUTCFullYear() - i);
  if (!years.includes(filters.year)) years.push(filters.year);

  // The menu hides the entry without the permission; a stale permission list still meets the server's 404.
  if (forbidden) return <NoAccess testId="statistics-no-access" />;
  return (
    <>
      <StatisticsFilters filters={filters} regional={data.regionalData} years={years} onChange={(next: Filters) => setParams(writeFilters(next, now), { replace: true })} />
      {!online && at !== null && (
        <Text fontSize="sm" color="fg.muted" data-testid="statistics-as-of">
          {t('asOf', { date: formatDateTime(at) })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" minW="0">
        <TotalsCard report={reports.totals} scope={scopes.area} />
        <VoterMemberChart report={reports.voterMember} scope={scopes.area} />
        <MobilityChart report={reports.mobility} scope={scopes.region} />
        <RolesChart report={reports.roles} scope={scopes.area} />
        <MonthStatusChart report={reports.monthStatus} scope={scopes.month} />
        <YearlyChart report={reports.yearly} scope={scopes.year} />
        <AddedChart report={reports.added} scope={`${scopes.region} · ${scopes.year}`} />
      </SimpleGrid>
    </>
  );
}
