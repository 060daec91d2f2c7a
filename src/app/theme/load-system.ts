import type { SystemContext } from '@chakra-ui/react';
import { registerSystemLoader } from '../../ui/deferred-system';

/**
 * The system as the provider gets it once loaded: without its global styles, which are already on
 * the page as the static sheet built from them (global-css.ts); injected again they would only
 * cost a second serialisation.
 */
async function loadRuntimeSystem(): Promise<SystemContext> {
  const { system } = await import('./system');
  return { ...system, _global: [] };
}

/** Called once at start (main.tsx): Chakra's system arrives through src/ui/deferred-system.tsx. */
export function deferChakraSystem(): void {
  registerSystemLoader(loadRuntimeSystem);
}

/**
 * What the provider is given before the system is loaded: it reads these two fields only. Anything
 * else read from it means a Chakra component rendered too early, which must fail loudly and say
 * where to look, not draw unstyled.
 */
export const SYSTEM_NOT_LOADED = new Proxy(
  { _config: { disableLayers: true }, _global: [] },
  {
    get(target, key) {
      if (key === '_config' || key === '_global') return target[key];
      throw new Error(`A Chakra component rendered before its system loaded (read ${String(key)}): wrap it in RequireSystem or SystemReady`);
    },
  },
) as unknown as SystemContext;
