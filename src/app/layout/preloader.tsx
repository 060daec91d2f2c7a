import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 01 §9: the preloader shows for 2500 ms. */
export const PRELOADER_MS = 2500;

/** A full-screen preloader on app start, when switched on in the settings panel. */
export function Preloader({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Decided once, at mount: switching the option on later must not cover the page.
  const [visible, setVisible] = useState(enabled);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="bg" role="status" aria-live="polite" data-testid="preloader">
      <Spinner size="xl" color="colorPalette.solid" borderWidth="4px" aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
