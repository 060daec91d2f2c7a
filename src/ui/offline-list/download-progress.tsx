import { Box, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Groups thousands even for four digits ("1 200"), which some locales skip by default. */
function useCountFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { useGrouping: 'always' });
  return (n) => format.format(n);
}

interface DownloadProgressProps {
  done: number;
  total: number;
  /** `<testId>` on the panel and `<testId>-count` on the count, e.g. 'voting-download'. */
  testId: string;
}

/** The spinner with 'Ju lutem prisni!' and, once the total is known, a determinate bar. */
export function DownloadProgress({ done, total, testId }: DownloadProgressProps) {
  const { t } = useTranslation();
  const count = useCountFormat();
  const known = total > 0;
  return (
    <Stack align="center" gap="3" py="6" data-testid={testId} role="status">
      <Spinner size="lg" />
      <Text>{t('offlineList.pleaseWait')}</Text>
      {known && (
        <Box w="full" maxW="md">
          <Progress.Root value={Math.min(100, (done / total) * 100)} colorPalette="blue">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text mt="1" fontSize="sm" textAlign="center" data-testid={`${testId}-count`}>
            {t('offlineList.downloading', { done: count(done), total: count(total) })}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/** 'Ju lutem prisni!' alone, while the device's own copy is being read. */
export function PleaseWait() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="3" py="6" role="status">
      <Spinner size="lg" />
      <Text>{t('offlineList.pleaseWait')}</Text>
    </Stack>
  );
}
