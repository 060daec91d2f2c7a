import { Alert, Box, Button, CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { HardDrive, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { syncNow } from '../../sync/adapters/browser-runtime';
import { countsOf, type SyncStatus } from '../../sync/sync-status';
import { AttentionList } from './attention-list';
import { ageParts, formatBytes, formatSyncTime } from './format';
import { useAttentionRows } from './use-attention-rows';
import { useNow } from './use-now';
import { useStorageEstimate } from './use-storage-estimate';

/** The sync panel: counts, oldest pending age, refused rows, storage. Mounted only while open. */
export function SyncStatusPanel({
  open,
  onOpenChange,
  userId,
  status,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number | null;
  status: SyncStatus;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-terren-surface="" data-testid="sync-panel">
            <Drawer.Header>
              <Drawer.Title>{t('sync.panelTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <PanelBody userId={userId} status={status} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('sync.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function PanelBody({ userId, status }: { userId: number | null; status: SyncStatus }) {
  const { t } = useTranslation();
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
          {status.online ? t('sync.online') : t('sync.offline')}
          {' · '}
          {status.lastSyncAt === null ? t('sync.neverSynced') : t('sync.syncedAt', { time: formatSyncTime(status.lastSyncAt, now) })}
        </Text>
        {!status.online && <Text fontSize="sm">{t('sync.offlineHint')}</Text>}
      </Stack>

      {userId !== null && status.authRequired.includes(userId) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('sync.authRequired')}</Alert.Title>
        </Alert.Root>
      )}

      <Stack gap="1" data-testid="sync-panel-counts">
        {counts.pending + counts.attention === 0 ? (
          <Text>{t('sync.allSent')}</Text>
        ) : (
          <>
            <Text>{t('sync.pending', { count: counts.pending })}</Text>
            <Text>{t('sync.attention', { count: counts.attention })}</Text>
            {age && <Text fontSize="sm">{t('sync.oldestPending', { age: t(`sync.${age.key}`, { count: age.count }) })}</Text>}
          </>
        )}
        {others > 0 && <Text fontSize="sm">{t('sync.otherMembers', { count: others })}</Text>}
        <Box pt="2">
          <Button size="lg" variant="outline" disabled={!status.online || status.syncing} onClick={() => void syncNow()}>
            <RefreshCw aria-hidden />
            {t('sync.syncNow')}
          </Button>
        </Box>
      </Stack>

      {attentionRows && attentionRows.length > 0 && (
        <Stack gap="2">
          <Heading size="sm" as="h3">
            {t('sync.attentionTitle')}
          </Heading>
          <AttentionList rows={attentionRows} />
        </Stack>
      )}

      <Stack gap="1">
        <Heading size="sm" as="h3" display="flex" alignItems="center" gap="2">
          <HardDrive size={16} aria-hidden />
          {t('sync.storageTitle')}
        </Heading>
        <Text fontSize="sm" data-testid="sync-panel-persisted">
          {status.storagePersisted === null ? t('sync.persistUnknown') : status.storagePersisted ? t('sync.persisted') : t('sync.notPersisted')}
        </Text>
        <Text fontSize="sm">
          {estimate ? t('sync.storageUsage', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) }) : t('sync.storageUnknown')}
        </Text>
      </Stack>
    </Stack>
  );
}
