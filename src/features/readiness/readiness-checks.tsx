import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { syncNow } from '../../sync/adapters/browser-runtime';
import { textValues } from './format-text';
import { READINESS_NS } from './i18n/namespace';
import { LIST_SCREENS, type ListName, type ReadinessCheck, type ReadinessStatus } from './rules';

const COLOR: Record<ReadinessStatus, string> = { green: 'green.600', amber: 'orange.600', red: 'red.600' };

export function StatusIcon({ status, size = 20 }: { status: ReadinessStatus; size?: number }) {
  const Icon = status === 'green' ? CircleCheck : status === 'amber' ? CircleAlert : CircleX;
  return (
    <Box as="span" color={COLOR[status]} display="inline-flex" flexShrink={0}>
      <Icon size={size} aria-hidden />
    </Box>
  );
}

/** The action that carries out a check's fix, where one button can. */
function FixAction({ check, onPersist }: { check: ReadinessCheck; onPersist: () => Promise<void> }) {
  const { t } = useTranslation(READINESS_NS);
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  if (check.status === 'green') return null;
  const run = (action: () => Promise<void>) => () => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  if (check.id === 'app' && check.reason.key !== 'app.unsupported') {
    return (
      <Button size="md" minH="44px" variant="outline" alignSelf="start" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t('app.reload')}
      </Button>
    );
  }
  if (check.id.startsWith('list-')) {
    const screen = LIST_SCREENS[check.id.slice('list-'.length) as ListName];
    if (screen === pathname) return null;
    return (
      <Link asChild minH="44px" alignSelf="start" fontWeight="semibold" colorPalette="brand">
        <RouterLink to={screen}>{t('list.open')}</RouterLink>
      </Link>
    );
  }
  if (check.id === 'storage' && check.reason.key === 'storage.notPersisted') {
    return (
      <Button size="md" minH="44px" variant="outline" alignSelf="start" loading={busy} loadingText={t('storage.persist')} onClick={run(onPersist)} data-testid="readiness-persist">
        {t('storage.persist')}
      </Button>
    );
  }
  if ((check.id === 'outbox' && check.reason.key === 'outbox.pending') || check.id === 'lastSync') {
    return (
      <Button size="md" minH="44px" variant="outline" alignSelf="start" loading={busy} loadingText={t('outbox.syncNow')} disabled={!navigator.onLine} onClick={run(syncNow)}>
        <RefreshCw aria-hidden />
        {t('outbox.syncNow')}
      </Button>
    );
  }
  return null;
}

/** Each check with its status, reason and fix (and the fix's button where there is one). */
export function ReadinessChecks({ checks, now, onPersist }: { checks: readonly ReadinessCheck[]; now: number; onPersist: () => Promise<void> }) {
  const { t } = useTranslation(READINESS_NS);
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {checks.map((check) => (
        <Box as="li" key={check.id} display="flex" gap="2" data-testid={`readiness-check-${check.id}`} data-status={check.status}>
          <Box pt="0.5">
            <StatusIcon status={check.status} />
          </Box>
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold">
              {t(check.title.key)}
              <Box as="span" srOnly>
                {` (${t(`status.${check.status}`)})`}
              </Box>
            </Text>
            <Text fontSize="sm">{t(check.reason.key, textValues(check.reason, now))}</Text>
            {check.fix && <Text fontSize="sm">{t('fixLabel', { fix: t(check.fix.key, textValues(check.fix, now)) })}</Text>}
            <FixAction check={check} onPersist={onPersist} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
