import { startUpdateChecks } from './update-check';
import { warmOnUseCode } from './warm-on-use-code';

/**
 * Service-worker registration (production builds only) and the "new version waiting" state.
 * The app never activates a new version on its own: a waiting worker only takes over when the
 * user presses 'Rifresko', so nobody loses a half-typed form to an update.
 */
type Listener = () => void;

let updateWaiting = false;
let activateUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Activates the waiting version and reloads once it controls the page. Only call on a user's request. */
export function applyUpdate(): void {
  activateUpdate?.();
}

let registered = false;

export async function registerServiceWorker(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    activateUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    setUpdateWaiting(true);
  });
  try {
    await wb.register();
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  warmOnUseCode();
  // A page left open all day would otherwise never hear of a new version; the check only finds
  // it (a 'waiting' worker, then the prompt), it never activates it.
  startUpdateChecks(() => wb.update());
}
