import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createToastStore } from './toast-store';

/** The app's one toaster: bottom right, 3000 ms, clocks stopped while the page is hidden (spec 01 §9). */
export const toaster = createToastStore({ duration: 3000 });

/*
 * The toast list (its markup, icons and styles) is not part of the sign-in page, which shows its
 * errors inline. It mounts once the signed-in frame asks for it (`mountToastList`), so on every
 * signed-in screen it is in place before a toast can be shown, as it was when it came with the
 * first paint: a list loaded only with the first toast once started
 * that toast paused under the pointer in a background tab (voting-day e2e). A toast created before
 * that (a warning on the sign-in page) loads it too; once mounted it stays, and shows the toasts
 * already created.
 */
const ToastList = lazy(() => import('./toast-list'));

let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Mounts the toast list from now on (called by the signed-in frame). */
export function mountToastList(): void {
  want();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const stop = toaster.subscribe(() => want());
  return () => {
    listeners.delete(onChange);
    stop();
  };
}

// Also catches a toast created before AppToaster subscribed.
const isWanted = () => (wanted ||= toaster.getCount() > 0);

export function AppToaster() {
  const needed = useSyncExternalStore(subscribe, isWanted, isWanted);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList toaster={toaster} />
    </Suspense>
  ) : null;
}
