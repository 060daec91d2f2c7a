import { toApiError } from '../../api/api-error';

/**
 * Spec 02 §8: the server's `Error` text as it is, otherwise the screen's fallback. Null when the
 * token was refused: the app signs out (handled globally) and a toast on top would only confuse.
 */
export async function failureText(error: unknown, fallback: string): Promise<string | null> {
  const apiError = await toApiError(error);
  if (apiError.kind === 'http' && (apiError.status === 401 || apiError.status === 403)) return null;
  return apiError.serverText ?? fallback;
}
