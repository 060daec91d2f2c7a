import { WARM_ON_USE_REQUEST } from '../../lib/on-use-code';

/** Long enough after a load that the first screen has painted and its data loaded. */
const IDLE_TIMEOUT_MS = 10_000;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_TIMEOUT_MS / 2);
}

/**
 * Once a worker controls the page (its precache, what the field needs, is stored by then), asks it
 * at idle to store the code it left out, so charts and the editor open offline even if never used.
 * Once per load: the worker skips the files it holds, so asking again costs one look at its cache.
 */
export function warmOnUseCode(): void {
  const container = navigator.serviceWorker;
  const ask = () =>
    whenIdle(() => {
      void container.ready.then((registration) => registration.active?.postMessage({ type: WARM_ON_USE_REQUEST }));
    });
  if (container.controller) ask();
  else container.addEventListener('controllerchange', ask, { once: true });
}
