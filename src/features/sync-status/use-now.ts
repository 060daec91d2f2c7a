import { useEffect, useState } from 'react';
import { everyWhileVisible } from '../../lib/visible-interval';

/**
 * The current time, refreshed every `intervalMs` while `active` (for ages that keep growing), and
 * only while the page is shown: it is refreshed at once when the page is shown again.
 */
export function useNow(active: boolean, intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    return everyWhileVisible(() => setNow(Date.now()), intervalMs);
  }, [active, intervalMs]);
  return now;
}
