import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from './register-sw';

/** When a new version waits, offers to switch to it (loaded and registered by update-offer.tsx). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  const [dismissed, setDismissed] = useState(false);

  if (!waiting || dismissed) return null;
  return (
    <Box
      role="status"
      position="fixed"
      insetInline="3"
      bottom="3"
      zIndex="toast"
      maxW="md"
      mx="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="l3"
      shadow="lg"
      p="3"
      data-terren-surface=""
    >
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="medium">{t('pwa.updateReady')}</Text>
        <HStack>
          <Button variant="ghost" size="lg" onClick={() => setDismissed(true)}>
            {t('pwa.later')}
          </Button>
          <Button size="lg" onClick={applyUpdate}>
            {t('pwa.refresh')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
