/**
 * "The field screen's first rows are on screen", once per page load. The voting-day list says so
 * after the frame that drew its first rows; the signed-in frame waits for it before mounting its
 * top bar and menus on a field screen (src/app/layout/app-layout.tsx), so their Chakra elements
 * and IndexedDB reads do not stand between a cold start and the list.
 */
let painted = false;
const waiting = new Set<() => void>();

export function noteFirstRowsPainted(): void {
  if (painted) return;
  painted = true;
  const listeners = [...waiting];
  waiting.clear();
  for (const listener of listeners) listener();
}

/** Calls `listener` once the first rows are painted (at once if they are); returns an unsubscribe. */
export function afterFirstRows(listener: () => void): () => void {
  if (painted) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}
