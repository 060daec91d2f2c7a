import { Alert, Breadcrumb, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { liveTurnoutPath, type LiveTurnout, type TurnoutLevel, type TurnoutRow } from '../../../contract/live-turnout';
import { STATISTICS_PERMISSION } from '../../../contract/statistics';
import { formatDateTime, formatTime } from '../../../lib/datetime';
import { NoAccess } from '../../../ui/offline-list/no-access';
import { useOnline } from '../../../ui/offline-list/use-online';
import { useSession } from '../../../ui/session/session-context';
import { TurnoutRows } from '../components/turnout-rows';
import { STATISTICS_NS } from '../i18n/namespace';
import { useLiveTurnout } from '../use-live-turnout';

/** A positive id from the address, or undefined (a hand-typed bad one is simply left out). */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

interface Place {
  level: TurnoutLevel;
  regionId?: number;
  municipalityId?: number;
}

function placeOf(params: URLSearchParams): Place {
  const regionId = idParam(params.get('region'));
  const municipalityId = idParam(params.get('municipality'));
  if (municipalityId !== undefined) return { level: 'station', regionId, municipalityId };
  if (regionId !== undefined) return { level: 'municipality', regionId };
  return { level: 'region' };
}

/** The kept table belongs to this place (the device copy of the last place shows until the new one's is read). */
function isTableOf(table: LiveTurnout, place: Place): boolean {
  if (table.level !== place.level) return false;
  if (place.level === 'station') return table.municipality?.id === place.municipalityId;
  if (place.level === 'municipality') return table.region?.id === place.regionId;
  return true;
}

/**
 * /statistics/turnout: voters and votes marked, by region, then a region's municipalities, then a
 * municipality's stations (issue 33), for members holding the statistics permission. Online it
 * refreshes every 15 s while shown; offline it says the table needs the network and shows the last
 * one it had, with its time.
 */
export default function LiveTurnoutPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const { permissionCodes } = useSession();
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="xl">
        {t('turnout.title')}
      </Heading>
      {permissionCodes.includes(STATISTICS_PERMISSION) ? <Turnout /> : <NoAccess testId="turnout-no-access" />}
    </Stack>
  );
}

function Turnout() {
  const { t } = useTranslation(STATISTICS_NS);
  const { auth } = useSession();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const place = placeOf(params);
  const read = useLiveTurnout(auth?.userId ?? null, liveTurnoutPath(place.level, place.regionId, place.municipalityId));
  const table = read.data !== undefined && isTableOf(read.data, place) ? read.data : undefined;

  // The menu hides the entry without the permission; a stale permission list still meets the server's 404.
  if (read.forbidden) return <NoAccess testId="turnout-no-access" />;

  const open = (row: TurnoutRow) => {
    if (place.level === 'region') setParams({ region: String(row.id) });
    else if (place.level === 'municipality' && place.regionId !== undefined) setParams({ region: String(place.regionId), municipality: String(row.id) });
  };
  return (
    <>
      <Crumbs place={place} table={table} />
      {!online && (
        <Alert.Root status="warning" data-testid="turnout-offline">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('turnout.needsNetwork')}</Alert.Title>
            <Alert.Description>{table ? t('turnout.lastTable', { date: formatDateTime(table.at) }) : t('turnout.noCopy')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {online && table && (
        <Text fontSize="sm" color="fg.muted" data-testid="turnout-updated" aria-live="polite">
          {t('turnout.updatedAt', { time: formatTime(table.at) })}
        </Text>
      )}
      {read.refused !== null && (
        <Alert.Root status="error" data-testid="turnout-refused">
          <Alert.Indicator />
          <Alert.Title>{read.refused}</Alert.Title>
        </Alert.Root>
      )}
      {online && read.failed && read.refused === null && (
        <Text fontSize="sm" color="fg.error" data-testid="turnout-failed">
          {t('failure')}
        </Text>
      )}
      {table ? (
        table.rows.length === 0 ? (
          <Text color="fg.muted">{t('turnout.empty')}</Text>
        ) : (
          <TurnoutRows table={table} onOpen={place.level === 'station' ? null : open} />
        )
      ) : (
        online && read.refused === null && <Skeleton height="40" data-testid="turnout-loading" />
      )}
    </>
  );
}

const crumbLink = { minH: '44px', display: 'inline-flex', alignItems: 'center' } as const;

/** All regions › the region › the municipality: each level above the current one links back to it. */
function Crumbs({ place, table }: { place: Place; table: LiveTurnout | undefined }) {
  const { t } = useTranslation(STATISTICS_NS);
  const regionName = table?.region?.name ?? (place.regionId === undefined ? undefined : `${t('turnout.region')} ${place.regionId}`);
  const municipalityName = table?.municipality?.name ?? (place.municipalityId === undefined ? undefined : `${t('turnout.municipality')} ${place.municipalityId}`);
  const regionId = place.regionId ?? table?.region?.id;
  return (
    <Breadcrumb.Root aria-label={t('turnout.breadcrumb')} data-testid="turnout-breadcrumb">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          {place.level === 'region' ? (
            <Breadcrumb.CurrentLink {...crumbLink}>{t('turnout.national')}</Breadcrumb.CurrentLink>
          ) : (
            <Breadcrumb.Link asChild {...crumbLink}>
              <RouterLink to="/statistics/turnout">{t('turnout.national')}</RouterLink>
            </Breadcrumb.Link>
          )}
        </Breadcrumb.Item>
        {regionName !== undefined && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {place.level === 'municipality' || regionId === undefined ? (
                <Breadcrumb.CurrentLink {...crumbLink}>{regionName}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild {...crumbLink}>
                  <RouterLink to={`/statistics/turnout?region=${regionId}`}>{regionName}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </>
        )}
        {municipalityName !== undefined && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink {...crumbLink}>{municipalityName}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
