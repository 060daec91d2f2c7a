import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { installPromptStore } from './app/pwa/install-prompt';
import { AppRoutes } from './app/routes';
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

// The browser offers the install once, maybe before the dashboard shows the hint: listen from the start.
installPromptStore();

const root = document.getElementById('root');
// A signed-in start checks its stored session data before the first render (the session provider
// reads it synchronously); a signed-out one has none and renders at once.
if (root)
  void prepareStoredSession()
    .catch((error: unknown) => console.error('stored session: its check did not load', error))
    .finally(() => render(root));
