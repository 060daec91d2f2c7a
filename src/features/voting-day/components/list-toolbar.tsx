import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { VOTING_DAY_NS } from '../i18n/namespace';

interface ListToolbarProps {
  online: boolean;
  downloading: boolean;
  /** Epoch ms of the last completed download, or null when the device holds no copy. */
  downloadedAt: number | null;
  pending: number;
  attention: number;
  onRefresh: () => void;
}

/** 'Rifresko listën', the age of the device's copy, and how many marks are still on the device. */
export function ListToolbar({ online, downloading, downloadedAt, pending, attention, onRefresh }: ListToolbarProps) {
  const { t } = useTranslation(VOTING_DAY_NS);
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
          data-testid="voting-refresh"
        >
          <RefreshCw aria-hidden />
          {t('refresh')}
        </Button>
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={pending > 0 ? 'orange' : 'gray'}
            variant="subtle"
            data-testid="voting-pending-count"
            data-count={pending}
          >
            {t('pendingSummary', { count: pending })}
          </Badge>
          {attention > 0 && (
            <Badge colorPalette="red" variant="solid" data-testid="voting-attention-count" data-count={attention}>
              {t('attentionSummary', { count: attention })}
            </Badge>
          )}
        </HStack>
      </Flex>
      {!online && (
        <Text fontSize="sm" color="fg.muted" data-testid="voting-refresh-offline">
          {t('refreshOffline')}
        </Text>
      )}
      {downloadedAt !== null && (
        <Text fontSize="xs" color="fg.muted">
          {t('downloadedAt', { date: dayjs(downloadedAt).format('DD-MM-YYYY HH:mm') })}
        </Text>
      )}
    </Stack>
  );
}
