import type { NetworkStatus } from '../ports';

/** navigator.onLine: false is reliable ("certainly offline"); true only means "maybe". */
export const browserNetwork: NetworkStatus = {
  isOnline: () => globalThis.navigator?.onLine ?? true,
};
