import { lazy, useEffect, useSyncExternalStore } from 'react';
import { SystemReady } from '../../ui/deferred-system';
import { isUpdateWaiting, registerServiceWorker, subscribeToUpdate } from './register-sw';

// The prompt is built with Chakra: its code and the styling system load only when a version waits.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** Registers the service worker from the first render and, once a new version waits, shows the prompt. */
export function UpdateOffer() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  if (!waiting) return null;
  return (
    <SystemReady>
      <UpdatePrompt />
    </SystemReady>
  );
}
