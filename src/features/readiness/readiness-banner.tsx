import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { READINESS_NS } from './i18n/namespace';
import { ReadinessChecks, StatusIcon } from './readiness-checks';
import { useReadiness } from './use-readiness';

const TONE = { amber: { bg: 'orange.subtle', border: 'orange.muted' }, red: { bg: 'red.subtle', border: 'red.muted' } } as const;

/**
 * The readiness verdict at the top of a field screen, until it is green: one line with what is
 * wrong, and the checks that are not green (reason, fix) behind a button, so the list under it
 * stays in view on a phone.
 */
export function ReadinessBanner() {
  const { t } = useTranslation(READINESS_NS);
  const { pathname } = useLocation();
  const { report, persist, now } = useReadiness(pathname);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  // Nothing until the first answers are in: a red flash on every screen opening would teach people to ignore it.
  if (report === null || report.overall === 'green') return null;
  const problems = report.checks.filter((c) => c.status !== 'green');
  const tone = TONE[report.overall];
  return (
    <Box
      as="section"
      aria-label={t('sectionTitle')}
      mb="4"
      p="3"
      rounded="md"
      borderWidth="1px"
      bg={tone.bg}
      borderColor={tone.border}
      data-testid="readiness-banner"
      data-status={report.overall}
    >
      <Stack gap="2">
        <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
          <StatusIcon status={report.overall} size={22} />
          <Text fontWeight="bold" flex="1" minW="0" data-testid="readiness-overall" data-status={report.overall}>
            {t(`overall.${report.overall}`)}
          </Text>
          <Button size="md" minH="44px" variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
            {open ? t('hideDetails') : t('showDetails')}
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
        </Box>
        {/* A count, not the checks' titles: those repeat the list names the screen itself shows. */}
        {!open && <Text fontSize="sm">{t('summary', { count: problems.length })}</Text>}
        <Box id={detailsId} hidden={!open}>
          {open && <ReadinessChecks checks={problems} now={now} onPersist={persist} />}
        </Box>
      </Stack>
    </Box>
  );
}
