import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { setApiEventHandlers } from '../api/api-events';
import { PageFallback } from './page-fallback';
import { UpdateOffer } from './pwa/update-offer';
import { useSession } from '../ui/session/session-context';
import { AppToaster, toaster } from '../ui/toaster';

/**
 * The top route: connects `src/api` to the UI (401/403 → sign out and /login without a page reload;
 * warning toasts), and hosts what every screen shares (toasts, the update prompt).
 */
export function AppRoot() {
  const navigate = useNavigate();
  const { signOutLocally } = useSession();
  const { t } = useTranslation();

  useEffect(
    () =>
      setApiEventHandlers({
        onUnauthorized: () => {
          // The server ended the session (signed out elsewhere, idle or too old): the unsent
          // changes stay on the device and the sign-in page says why it is back.
          void signOutLocally('session-ended').then(() => navigate('/login', { replace: true }));
        },
        onToast: ({ title, description }) => {
          toaster.create({ type: 'warning', title, description });
        },
      }),
    [navigate, signOutLocally],
  );

  return (
    <>
      <a href="#main" className="terren-skip-link">
        {t('app.skipToContent')}
      </a>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <UpdateOffer />
      <AppToaster />
    </>
  );
}
