import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { BareFallback } from './page-fallback';
import { PreferencesProvider } from '../ui/preferences/preferences-context';
import { SessionProvider } from '../ui/session/session-context';
import { useLoadedSystem } from '../ui/deferred-system';
import { SYSTEM_NOT_LOADED } from './theme/load-system';
import './theme/theme.css';
import './theme/reduced-motion.css';

/**
 * Theme, strings, device preferences and the session, for everything below. The provider is there
 * from the first render and gets Chakra's system when it has loaded (src/ui/deferred-system.tsx):
 * the tree keeps its shape, so a voting-day list drawn before that is not mounted again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const system = useLoadedSystem() ?? SYSTEM_NOT_LOADED;
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18next}>
        <PreferencesProvider>
          <SessionProvider>
            {/* A stored non-Albanian language loads as its own chunk; render once it is there. */}
            <Suspense fallback={<BareFallback />}>{children}</Suspense>
          </SessionProvider>
        </PreferencesProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
