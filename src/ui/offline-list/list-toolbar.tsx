import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/datetime';

interface ListToolbarProps {
  online: boolean;
  downloading: boolean;
  /** Epoch ms of the last completed download, or null when the device holds no copy. */
  downloadedAt: number | null;
  pending: number;
  attention: number;
  onRefresh: () => void;
  /** Test ids are `<prefix>-refresh`, `<prefix>-pending-count`… (each area keeps its own, e.g. 'voting'). */
  testIdPrefix: string;
  /** More buttons beside 'Rifresko listën' (voting day's paper list). */
  actions?: ReactNode;
}

/**
 * 'Rifresko listën', the age of the device's copy, and how many marks are still on the device.
 * Memoised: a list screen re-renders on every download progress tick and every outbox change,
 * and the toolbar's Chakra elements would resolve their styles again each time for nothing.
 */
export const ListToolbar = memo(function ListToolbar({ online, downloading, downloadedAt, pending, attention, onRefresh, testIdPrefix, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          size="md"
          minH="44px"
          variant="outline"
          onClick={onRefresh}
          disabled={!online || downloading}
          loading={downloading}
          loadingText={t('offlineList.refresh')}
          data-testid={`${testIdPrefix}-refresh`}
        >
          <RefreshCw aria-hidden />
          {t('offlineList.refresh')}
        </Button>
        {actions}
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={pending > 0 ? 'orange' : 'gray'}
            variant="subtle"
            data-testid={`${testIdPrefix}-pending-count`}
            data-count={pending}
          >
            {t('offlineList.pendingSummary', { count: pending })}
          </Badge>
          {attention > 0 && (
            <Badge colorPalette="red" variant="solid" data-testid={`${testIdPrefix}-attention-count`} data-count={attention}>
              {t('offlineList.attentionSummary', { count: attention })}
            </Badge>
          )}
        </HStack>
      </Flex>
      {!online && (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testIdPrefix}-refresh-offline`}>
          {t('offlineList.refreshOffline')}
        </Text>
      )}
      {downloadedAt !== null && (
        <Text fontSize="xs" color="fg.muted">
          {t('offlineList.downloadedAt', { date: formatDateTime(downloadedAt) })}
        </Text>
      )}
    </Stack>
  );
});
