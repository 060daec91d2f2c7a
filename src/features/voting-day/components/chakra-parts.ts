import { lazy } from 'react';

/**
 * The parts of the voting-day screens built with Chakra: each is its own chunk, rendered inside
 * SystemReady (src/ui/deferred-system.tsx), so neither their code nor Chakra's system is evaluated
 * before the first rows on a cold start. The day seal is always there, the notice only without
 * access.
 */
export const DaySealPanel = lazy(() => import('../day-seal/day-seal-panel').then((m) => ({ default: m.DaySealPanel })));
export const NoAccess = lazy(() => import('../../../ui/offline-list/no-access').then((m) => ({ default: m.NoAccess })));
