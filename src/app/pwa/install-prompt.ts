/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium) for the install hint. The
 * event comes once, often before the hint is on screen, so it is caught from the app's start;
 * its default is prevented so the browser's own mini-infobar does not cover the page.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptStore {
  subscribe: (listener: () => void) => () => void;
  /** The offer waiting to be used, or null (none yet, used already, or the app was installed). */
  getOffer: () => BeforeInstallPromptEvent | null;
  /** Shows the browser's install dialog; resolves true when the member accepted. */
  prompt: () => Promise<boolean>;
  dispose: () => void;
}

export function createInstallPromptStore(target: Window = window): InstallPromptStore {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const set = (value: BeforeInstallPromptEvent | null) => {
    offer = value;
    for (const listener of listeners) listener();
  };
  const onOffer = (event: Event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => set(null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getOffer: () => offer,
    async prompt() {
      const current = offer;
      if (!current) return false;
      // An offer can be shown only once; a later one comes with a new event.
      set(null);
      await current.prompt();
      return (await current.userChoice).outcome === 'accepted';
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onOffer);
      target.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}

let appStore: InstallPromptStore | null = null;

/** The app's one store, listening from the first call on (src/main.tsx calls it at start). */
export function installPromptStore(): InstallPromptStore {
  appStore ??= createInstallPromptStore();
  return appStore;
}
