import { ApiError } from '../../api/api-error';
import { getMedia } from '../../api/media-get';

/**
 * One fetch per file at a time for the whole page: a list repeats the same avatar on every row,
 * and each row asking the network before the service worker has cached the first answer is
 * wasted. What the server refused (another member's photo, a deleted file) is not asked again
 * for the same token. Nothing here outlives the page or a change of token, and only addresses,
 * never files, are kept between calls.
 */
let state: { token: string; loading: Map<string, Promise<Blob>>; refused: Set<string> } | null = null;

function stateFor(token: string): NonNullable<typeof state> {
  if (state?.token !== token) state = { token, loading: new Map(), refused: new Set() };
  return state;
}

/** The file as a Blob, or null when the server does not give it to this member (404) or cannot be reached. */
export async function loadMedia(path: string, token: string): Promise<Blob | null> {
  const current = stateFor(token);
  if (current.refused.has(path)) return null;
  let pending = current.loading.get(path);
  if (!pending) {
    pending = getMedia(path, token).finally(() => current.loading.delete(path));
    current.loading.set(path, pending);
  }
  try {
    return await pending;
  } catch (error) {
    // Offline and not cached is no refusal: the next mount online asks again.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) current.refused.add(path);
    return null;
  }
}

/** Forgets the addresses asked for (sign-out; tests start from nothing). */
export function resetMediaLoader(): void {
  state = null;
}
