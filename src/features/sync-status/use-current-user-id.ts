import { useSyncExternalStore } from 'react';
import { readUserData } from '../../api/auth-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const snapshot = (): number | null => readUserData()?.id ?? null;

/** The signed-in member's id from the shell's stored userData (null when signed out). */
export function useCurrentUserId(): number | null {
  return useSyncExternalStore(subscribe, snapshot);
}
