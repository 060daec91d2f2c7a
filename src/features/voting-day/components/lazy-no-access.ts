import { lazy } from 'react';

/**
 * The notice a member without access sees on a voting-day screen, built with Chakra: its own
 * chunk, rendered inside SystemReady (src/ui/deferred-system.tsx), so neither its code nor
 * Chakra's system is evaluated on the way to a list's first rows.
 */
export const NoAccess = lazy(() => import('../../../ui/offline-list/no-access').then((m) => ({ default: m.NoAccess })));
