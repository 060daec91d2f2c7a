import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { Cloud, CloudOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countsOf } from '../../sync/sync-status';
import { formatSyncTime } from './format';
import { useNow } from './use-now';
import { useCurrentUserId } from './use-current-user-id';
import { useSyncStatus } from './use-sync-status';
import { SYNC_STATUS_NS } from './i18n/namespace';

// The panel (a drawer, with the discard dialog) loads when first opened: the indicator is on every
// signed-in screen, the panel rarely.
const SyncStatusPanel = lazy(() => import('./sync-status-panel').then((m) => ({ default: m.SyncStatusPanel })));

/**
 * The top-bar sync control: online/offline dot, count of this member's unsent changes, last
 * successful sync ("Sinkronizuar 10:42"); opens the sync panel. `userId` defaults to the
 * signed-in member from the stored userData; `panelTop` is what the app shows first in the panel
 * (the readiness check, another feature's).
 */
export function SyncStatusIndicator({ userId: userIdProp, panelTop }: { userId?: number | null; panelTop?: ReactNode }) {
  const { t } = useTranslation(SYNC_STATUS_NS);
  const status = useSyncStatus();
  const storedUserId = useCurrentUserId();
  const userId = userIdProp === undefined ? storedUserId : userIdProp;
  const [open, setOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  // Only decides "today or another day" for the time format, so a minute's staleness is fine.
  const now = useNow(status.lastSyncAt !== null, 60_000);
  const counts = countsOf(status, userId);
  const unsent = counts.pending + counts.attention;
  const lastSync = status.lastSyncAt === null ? null : t('syncedAt', { time: formatSyncTime(status.lastSyncAt, now) });
  const state = !status.online ? t('offline') : status.syncing ? t('syncing') : (lastSync ?? t('online'));
  const label = [
    t('indicator', { state }),
    counts.pending > 0 ? t('pendingBadge', { count: counts.pending }) : null,
    counts.attention > 0 ? t('attentionBadge', { count: counts.attention }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <Button
        variant="ghost"
        size="lg"
        minH="44px"
        minW="44px"
        px="2"
        gap="1.5"
        color="inherit"
        aria-label={label}
        title={label}
        onClick={() => {
          setPanelLoaded(true);
          setOpen(true);
        }}
        data-testid="sync-indicator"
        data-online={status.online}
        data-pending={counts.pending}
        data-attention={counts.attention}
      >
        <Box as="span" position="relative" display="inline-flex">
          {status.online ? <Cloud aria-hidden /> : <CloudOff aria-hidden />}
          <Box
            as="span"
            position="absolute"
            bottom="-2px"
            right="-3px"
            boxSize="2.5"
            rounded="full"
            borderWidth="2px"
            borderColor="bg.panel"
            bg={status.online ? 'green.500' : 'red.500'}
          />
        </Box>
        {unsent > 0 && (
          <Badge colorPalette={counts.attention > 0 ? 'red' : 'orange'} variant="solid" data-testid="sync-indicator-count">
            {unsent}
          </Badge>
        )}
        {lastSync !== null && (
          <Text as="span" fontSize="sm" fontWeight="normal" display={{ base: 'none', lg: 'inline' }}>
            {lastSync}
          </Text>
        )}
      </Button>
      {panelLoaded && (
        <Suspense fallback={null}>
          <SyncStatusPanel open={open} onOpenChange={setOpen} userId={userId} status={status} top={panelTop} />
        </Suspense>
      )}
    </>
  );
}
