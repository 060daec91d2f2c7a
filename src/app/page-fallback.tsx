import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a route's code (or a lazily loaded language) arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}

/** Fallback for the very first render, before i18next may have its strings: no text at all. */
export function BareFallback() {
  return (
    <Center minH="40vh">
      <Spinner size="lg" />
    </Center>
  );
}
