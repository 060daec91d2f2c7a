import { Alert, Box, Button, CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { HardDrive, RefreshCw } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { syncNow } from '../../sync/adapters/browser-runtime';
import { countsOf, type SyncStatus } from '../../sync/sync-status';
import { AttentionList } from './attention-list';
import { ageParts, formatBytes, formatSyncTime } from './format';
import { useAttentionRows } from './use-attention-rows';
import { useNow } from './use-now';
import { useStorageEstimate } from './use-storage-estimate';
import { SYNC_STATUS_NS } from './i18n/namespace';

/** The sync panel: counts, oldest pending age, refused rows, storage. Mounted only while open. */
export function SyncStatusPanel({
  open,
  onOpenChange,
  userId,
  status,
  top,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number | null;
  status: SyncStatus;
  /** Shown above the panel's own content (mounted only while the panel is open). */
  top?: ReactNode;
}) {
  const { t } = useTranslation(SYNC_STATUS_NS);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-terren-surface="" data-testid="sync-panel">
            <Drawer.Header>
              <Drawer.Title>{t('panelTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {top !== undefined && (
                <Box mb="5" pb="5" borderBottomWidth="1px" borderColor="border">
                  <Suspense fallback={null}>{top}</Suspense>
                </Box>
              )}
              <PanelBody userId={userId} status={status} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function PanelBody({ userId, status }: { userId: number | null; status: SyncStatus }) {
  const { t } = useTranslation(SYNC_STATUS_NS);
  const now = useNow(true);
  const counts = countsOf(status, userId);
  const attentionRows = useAttentionRows(userId);
  const estimate = useStorageEstimate(true);
  let others = 0;
  for (const [member, c] of status.members) if (member !== userId) others += c.pending + c.attention;
  const age = counts.oldestPendingAt === null ? null : ageParts(now - counts.oldestPendingAt);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="sync-panel-online">
          {status.online ? t('online') : t('offline')}
          {' · '}
          {status.lastSyncAt === null ? t('neverSynced') : t('syncedAt', { time: formatSyncTime(status.lastSyncAt, now) })}
        </Text>
        {!status.online && <Text fontSize="sm">{t('offlineHint')}</Text>}
      </Stack>

      {userId !== null && status.authRequired.includes(userId) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('authRequired')}</Alert.Title>
        </Alert.Root>
      )}

      <Stack gap="1" data-testid="sync-panel-counts">
        {counts.pending + counts.attention === 0 ? (
          <Text>{t('allSent')}</Text>
        ) : (
          <>
            <Text>{t('pending', { count: counts.pending })}</Text>
            <Text>{t('attention', { count: counts.attention })}</Text>
            {age && <Text fontSize="sm">{t('oldestPending', { age: t(`${age.key}`, { count: age.count }) })}</Text>}
          </>
        )}
        {others > 0 && <Text fontSize="sm">{t('otherMembers', { count: others })}</Text>}
        <Box pt="2">
          <Button size="lg" variant="outline" disabled={!status.online || status.syncing} onClick={() => void syncNow()}>
            <RefreshCw aria-hidden />
            {t('syncNow')}
          </Button>
        </Box>
      </Stack>

      {attentionRows && attentionRows.length > 0 && (
        <Stack gap="2">
          <Heading size="sm" as="h3">
            {t('attentionTitle')}
          </Heading>
          <AttentionList rows={attentionRows} />
        </Stack>
      )}

      <Stack gap="1">
        <Heading size="sm" as="h3" display="flex" alignItems="center" gap="2">
          <HardDrive size={16} aria-hidden />
          {t('storageTitle')}
        </Heading>
        <Text fontSize="sm" data-testid="sync-panel-persisted">
          {status.storagePersisted === null ? t('persistUnknown') : status.storagePersisted ? t('persisted') : t('notPersisted')}
        </Text>
        <Text fontSize="sm">
          {estimate ? t('storageUsage', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) }) : t('storageUnknown')}
        </Text>
      </Stack>
    </Stack>
  );
}
