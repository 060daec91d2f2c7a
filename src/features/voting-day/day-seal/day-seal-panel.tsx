import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import type { LocalDaySeal } from '../../../db/database';
import { DATE_TIME_FORMAT, formatZoned, TIRANA_ZONE } from '../../../lib/zoned-time';
import { VOTING_DAY_NS } from '../i18n/namespace';
import field from '../components/field.module.css';
import { runDaySeal, type DaySealOutcome } from './run-day-seal';
import type { HeldRow, SealCheck } from './seal-check';
import { appSealPorts, type SealModule } from './seal-store';

type Refusal = Extract<SealCheck, { ok: false }>;

const tiranaTime = (value: string | number): string => formatZoned(value, DATE_TIME_FORMAT, TIRANA_ZONE);

/**
 * 'Mbyll ditën' on a voting-day screen: the button, what keeps the day open when it refuses, and
 * the last receipt (kept on the device, so it shows offline too).
 */
export function DaySealPanel({ userId, module, seal }: { userId: number; module: SealModule; seal: LocalDaySeal | null | undefined }) {
  const { t } = useTranslation(VOTING_DAY_NS);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<DaySealOutcome, { kind: 'sealed' }> | null>(null);

  const start = useCallback(() => {
    setRunning(true);
    setOutcome(null);
    void runDaySeal(appSealPorts(userId, module))
      .then((result) => setOutcome(result.kind === 'sealed' ? null : result))
      .finally(() => setRunning(false));
  }, [userId, module]);

  return (
    <div className={field.stack} data-testid="day-seal">
      <div>
        {/* A plain button (static CSS): it shows on the list's first paint; the notices below are rare. */}
        <button
          type="button"
          className={`${field.button} ${field.outlineBlue}`}
          onClick={start}
          disabled={running}
          data-loading={running || undefined}
          aria-busy={running || undefined}
          data-testid="day-seal-button"
        >
          <LockKeyhole aria-hidden />
          {running ? t('sealSyncing') : t('sealButton')}
        </button>
      </div>
      {outcome?.kind === 'refused' && <RefusalNotice refusal={outcome.check} onDismiss={() => setOutcome(null)} />}
      {outcome?.kind === 'failed' && <FailureNotice error={outcome.error} />}
      {seal && <Receipt seal={seal} />}
    </div>
  );
}

function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
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

function FailureNotice({ error }: { error: unknown }) {
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

function Receipt({ seal }: { seal: LocalDaySeal }) {
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
