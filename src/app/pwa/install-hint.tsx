import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, Share } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isHintDismissed, isInstalled, isIosSafari, rememberHintDismissed } from './install-platform';
import { installPromptStore, type InstallPromptStore } from './install-prompt';

/**
 * A small card at the top of the dashboard inviting the member to install the app: with the
 * browser's own dialog where there is one (Android, desktop Chromium), with the Share-sheet steps
 * on iOS Safari, where a site that is not installed loses its stored data after 7 days unused.
 * Never shown once installed or after 'Mos e shfaq më'.
 */
export function InstallHint({ store = installPromptStore() }: { store?: InstallPromptStore }) {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(store.subscribe, store.getOffer);
  const [dismissed, setDismissed] = useState(isHintDismissed);
  const [installed] = useState(() => isInstalled());
  const [ios] = useState(() => isIosSafari(navigator.userAgent, navigator.maxTouchPoints));

  if (dismissed || installed || (!offer && !ios)) return null;
  const dismiss = () => {
    rememberHintDismissed();
    setDismissed(true);
  };
  return (
    <Box
      as="section"
      aria-labelledby="install-hint-title"
      data-testid="install-hint"
      mb="4"
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="4px"
      borderInlineStartColor="colorPalette.solid"
      rounded="l2"
      data-terren-surface=""
    >
      <Stack gap="2">
        <HStack gap="2">
          {offer ? <Download size={20} aria-hidden /> : <Share size={20} aria-hidden />}
          <Text id="install-hint-title" fontWeight="semibold">
            {t('pwa.install.title')}
          </Text>
        </HStack>
        {offer ? (
          <Text textStyle="sm">{t('pwa.install.why')}</Text>
        ) : (
          <>
            <Text textStyle="sm" fontWeight="medium">
              {t('pwa.install.iosSteps')}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t('pwa.install.iosWhy')}
            </Text>
          </>
        )}
        <HStack gap="2" flexWrap="wrap" justify="flex-end">
          <Button variant="ghost" size="lg" onClick={dismiss}>
            {t('pwa.install.dismiss')}
          </Button>
          {offer && (
            <Button size="lg" onClick={() => void store.prompt()}>
              {t('pwa.install.action')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
