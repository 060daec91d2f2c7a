import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { READINESS_NS } from './i18n/namespace';
import { ReadinessChecks, StatusIcon } from './readiness-checks';
import { useReadiness } from './use-readiness';

/** The readiness panel as a section of the sync drawer: the overall verdict, then every check. */
export function ReadinessSection() {
  const { t } = useTranslation(READINESS_NS);
  const { report, persist, now } = useReadiness(null);
  return (
    <Stack gap="3" data-testid="readiness-panel">
      <Heading size="sm" as="h3">
        {t('sectionTitle')}
      </Heading>
      {report === null ? (
        <Text fontSize="sm">{t('overall.checking')}</Text>
      ) : (
        <>
          <Text fontWeight="bold" display="flex" alignItems="center" gap="2" data-testid="readiness-overall" data-status={report.overall}>
            <StatusIcon status={report.overall} size={22} />
            {t(`overall.${report.overall}`)}
          </Text>
          <ReadinessChecks checks={report.checks} now={now} onPersist={persist} />
        </>
      )}
    </Stack>
  );
}
