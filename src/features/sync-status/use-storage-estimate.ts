import { useEffect, useState } from 'react';

export interface StorageEstimateResult {
  usage: number;
  quota: number;
}

/** navigator.storage.estimate(), read once while `active`; null when unsupported or still reading. */
export function useStorageEstimate(active: boolean): StorageEstimateResult | null {
  const [estimate, setEstimate] = useState<StorageEstimateResult | null>(null);
  useEffect(() => {
    if (!active || typeof navigator.storage?.estimate !== 'function') return;
    let live = true;
    navigator.storage.estimate().then(
      (result) => {
        if (live && result.usage !== undefined && result.quota !== undefined) setEstimate({ usage: result.usage, quota: result.quota });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [active]);
  return estimate;
}
