// Chakra's tokens and reset as a static sheet, first: every style after it may use its variables.
import 'virtual:chakra-global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { installPromptStore } from './app/pwa/install-prompt';
import { AppRoutes, preloadStartRoute } from './app/routes';
import { deferChakraSystem } from './app/theme/load-system';
import { prepareStoredSession } from './ui/session/session-data';

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// Chakra's system loads when a screen needs it (src/ui/deferred-system.tsx): registered before
// the start route's code and the system are asked for.
deferChakraSystem();
preloadStartRoute(window.location.pathname);
// The browser offers the install once, maybe before the dashboard shows the hint: listen from the start.
installPromptStore();

const root = document.getElementById('root');
// A signed-in start checks its stored session data before the first render (the session provider
// reads it synchronously); a signed-out one has none and renders at once.
if (root)
  void prepareStoredSession()
    .catch((error: unknown) => console.error('stored session: its check did not load', error))
    .finally(() => render(root));
