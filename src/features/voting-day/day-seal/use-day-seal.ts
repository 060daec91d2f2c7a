import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef } from 'react';
import type { LocalDaySeal } from '../../../db/database';
import { noteChangeAfterSeal, readSeal, type SealModule } from './seal-store';

export interface DaySealState {
  /** The screen's last seal on this device; null when none, undefined while it is read. */
  seal: LocalDaySeal | null | undefined;
  /**
   * Call after each mark: the first one after a seal records that changes came after it. Stable,
   * and free of any database work while there is no seal to flag, so a tap costs nothing more.
   */
  noteMark: () => void;
}

export function useDaySeal(userId: number, module: SealModule): DaySealState {
  const seal = useLiveQuery(async () => (await readSeal(userId, module)) ?? null, [userId, module]);
  const current = useRef(seal);
  useEffect(() => {
    current.current = seal;
  }, [seal]);
  const noteMark = useCallback(() => {
    const known = current.current;
    if (!known || known.changedAfter) return;
    current.current = { ...known, changedAfter: true };
    void noteChangeAfterSeal(userId, module).catch((error: unknown) => console.error('day seal: could not note a change', error));
  }, [userId, module]);
  return { seal, noteMark };
}
