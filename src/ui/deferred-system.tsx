import type { SystemContext } from '@chakra-ui/react';
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Chakra's styling system, loaded when first needed rather than with the page. Creating it (the
 * token dictionary, utilities and conditions of the whole theme) was the largest single cost on the
 * way to voting day's first rows on a cold start; those screens draw with static CSS and need none
 * of it. The shell registers the loader (src/app/theme/load-system.ts) and starts it: at once on
 * screens built with Chakra, after the first rows on voting day.
 *
 * With no loader registered (unit tests, which render under their own ChakraProvider) the system
 * counts as ready.
 */
let loader: (() => Promise<SystemContext>) | null = null;
let loaded: SystemContext | null = null;
let loading: Promise<SystemContext> | null = null;
const listeners = new Set<() => void>();

export function registerSystemLoader(load: () => Promise<SystemContext>): void {
  loader = load;
}

/** Starts the load (once) and resolves with the system; a failed load can be tried again. */
export function loadSystem(): Promise<SystemContext> {
  if (loaded) return Promise.resolve(loaded);
  if (!loader) return Promise.reject(new Error('no Chakra system loader is registered'));
  loading ??= loader().then(
    (system) => {
      loaded = system;
      for (const listener of listeners) listener();
      return system;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readLoaded = () => loaded;
const readReady = () => loader === null || loaded !== null;

/** The loaded system, or null before it is there (and with no loader). */
export function useLoadedSystem(): SystemContext | null {
  return useSyncExternalStore(subscribe, readLoaded);
}

/** Whether Chakra components may render now. */
export function useSystemReady(): boolean {
  return useSyncExternalStore(subscribe, readReady);
}

/**
 * Renders Chakra-built children once the system is there, without asking for it: on voting day the
 * frame asks after the first rows, and until then the part simply is not drawn. The children may
 * be lazily loaded: nothing shows in their place while their code arrives either.
 */
export function SystemReady({ children }: { children: ReactNode }) {
  return useSystemReady() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Suspends (to the nearest Suspense fallback) until the system is loaded, starting the load. */
export function RequireSystem({ children }: { children: ReactNode }) {
  const ready = useSystemReady();
  if (!ready) use(loadSystem());
  return children;
}
