/**
 * How far the uploads this page is sending have got, by outbox row key: in memory only (an
 * upload the service worker sends shows no progress). Read by the screens through
 * `subscribeUploadProgress` / `uploadProgressOf` (e.g. with useSyncExternalStore).
 */
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The share sent, 0..1, or undefined when this page is not sending that row. */
export function uploadProgressOf(key: string): number | undefined {
  return progress.get(key);
}

export function subscribeUploadProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUploadProgress(key: string, loaded: number, total: number): void {
  progress.set(key, total > 0 ? Math.min(1, loaded / total) : 0);
  changed();
}

export function clearUploadProgress(key: string): void {
  if (progress.delete(key)) changed();
}
