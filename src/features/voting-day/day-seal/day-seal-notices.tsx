import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import type { LocalDaySeal } from '../../../db/database';
import { DATE_TIME_FORMAT, formatZoned, TIRANA_ZONE } from '../../../lib/zoned-time';
import { VOTING_DAY_NS } from '../i18n/namespace';
import type { HeldRow, SealCheck } from './seal-check';

type Refusal = Extract<SealCheck, { ok: false }>;

const tiranaTime = (value: string | number): string => formatZoned(value, DATE_TIME_FORMAT, TIRANA_ZONE);

/*
 * What the day seal shows beside its button: a refusal, a failure, the receipt. Built with Chakra
 * and loaded on their own (day-seal-panel.tsx), after voting day's first rows.
 */

export function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const { marks, others, offline } = refusal;
  return (
    <Alert.Root status="error" alignItems="flex-start" data-testid="day-seal-refusal">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('sealRefusedTitle')}</Alert.Title>
        {offline && <Text data-testid="day-seal-offline">{t('sealNeedsConnection')}</Text>}
        {marks.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold" data-testid="day-seal-pending-count" data-count={marks.length}>
              {marks.length === 1 ? t('sealPendingOne') : t('sealPendingMany', { count: marks.length })}
            </Text>
            <HeldList rows={marks} />
          </Stack>
        )}
        {others.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold" data-testid="day-seal-others-count" data-count={others.length}>
              {others.length === 1 ? t('sealOthersOne') : t('sealOthersMany', { count: others.length })}
            </Text>
            <HeldList rows={others} />
          </Stack>
        )}
        {marks.length + others.length > 0 && <Text fontSize="sm">{t('sealPanelHint')}</Text>}
        <Box>
          <Button size="md" minH="44px" variant="ghost" onClick={onDismiss}>
            {t('sealDismiss')}
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

function HeldList({ rows }: { rows: readonly HeldRow[] }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const what = (row: HeldRow): string => {
    const { action, name, entityId } = row.description;
    if (action === 'voteConfirm' || action === 'voteRemove') {
      const who = name ?? t('sealUnknownVoter', { id: entityId });
      return action === 'voteConfirm' ? t('sealMarkConfirm', { name: who }) : t('sealMarkRemove', { name: who });
    }
    return name ?? t('sealOtherChange', { id: entityId });
  };
  const why = (row: HeldRow): string => {
    switch (row.reason) {
      case 'waiting':
        return t('reasonWaiting');
      case 'sending':
        return t('reasonSending');
      case 'retrying':
        return t('reasonRetrying');
      case 'conflict':
        return t('reasonConflict');
      case 'refused':
        return t('reasonRefused', { error: row.error ?? '' });
    }
  };
  return (
    <Box as="ul" listStyleType="none" maxH="40vh" overflowY="auto">
      {rows.map((row) => (
        <Box as="li" key={row.key} py="1" borderBottomWidth="1px" borderColor="border.muted" data-testid="day-seal-row" data-reason={row.reason}>
          <Text>{what(row)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {why(row)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const unreachable = !(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout';
  const text = unreachable ? t('sealFailedNetwork') : t('sealFailed', { error: error.serverText ?? error.message });
  return (
    <Alert.Root status="error" data-testid="day-seal-failed">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export function Receipt({ seal }: { seal: LocalDaySeal }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const time = tiranaTime(seal.receipt.server_time);
  return (
    <Box borderWidth="1px" borderColor="border.success" rounded="md" p="3" data-testid="day-seal-receipt" data-sealed-at={seal.receipt.server_time}>
      <Text fontWeight="semibold">{t('sealDoneTitle')}</Text>
      <Text fontSize="sm" data-testid="day-seal-time">
        {t('sealDoneAt', { time })}
      </Text>
      {seal.receipt.stations.length === 0 && <Text fontSize="sm">{t('sealNoStations')}</Text>}
      <Box as="ul" listStyleType="none" mt="1">
        {seal.receipt.stations.map((station) => (
          <Box
            as="li"
            key={station.qv_id}
            py="0.5"
            display="flex"
            flexWrap="wrap"
            columnGap="2"
            fontSize="sm"
            data-testid={`day-seal-station-${station.code}`}
            data-marked-here={station.marked_here}
            data-voted={station.voted}
          >
            <Text fontWeight="semibold">{t('sealStation', { code: station.code })}</Text>
            <Text>{t('sealMarkedHere', { count: station.marked_here })}</Text>
            <Text>{t('sealVotedTotal', { count: station.voted })}</Text>
          </Box>
        ))}
      </Box>
      {seal.changedAfter && (
        <Text mt="2" fontSize="sm" color="fg.warning" data-testid="day-seal-changed-after">
          {t('sealChangedAfter', { time })}
        </Text>
      )}
    </Box>
  );
}
