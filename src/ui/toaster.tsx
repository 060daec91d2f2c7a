import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The app's one toaster: bottom right, 3000 ms (spec 01 §9). */
export const toaster = createToaster({ placement: 'bottom-end', duration: 3000, pauseOnPageIdle: true });

// The toast list (its state machines, focus and dismiss handling: about 10 KiB) loads with the
// first toast rather than with every screen; once mounted it reads the toasts already created.
const ToastList = lazy(() => import('./toast-list'));

let toastCreated = false;

function subscribe(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    if (toastCreated) return;
    toastCreated = true;
    onChange();
  });
}

// Also latches on a toast created before the first subscriber (none is in the app, where
// AppToaster mounts with the root, but a screen rendered on its own may create one first).
const hasToasts = () => (toastCreated ||= toaster.getCount() > 0);

export function AppToaster() {
  const needed = useSyncExternalStore(subscribe, hasToasts, hasToasts);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList toaster={toaster} />
    </Suspense>
  ) : null;
}
