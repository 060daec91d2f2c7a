/**
 * The page's request to the service worker (over a MessageChannel) to store the app code it did
 * not precache (sw/on-use-cache.ts), and the answer once it has tried: how many of those files
 * its cache holds. The page sends it at idle; a test waits for the answer before going offline.
 */
export const WARM_ON_USE_REQUEST = 'WARM_ON_USE_CODE';

export interface OnUseCodeStatus {
  total: number;
  cached: number;
}
