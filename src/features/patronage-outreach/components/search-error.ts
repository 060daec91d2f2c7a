import { toApiError } from '../../../api/api-error';

/**
 * What a failed server search says (spec 02 §8): the server's own `Error` text when it sent one,
 * otherwise the spec's communication message.
 */
export async function searchErrorText(error: unknown, fallback: string): Promise<string> {
  const apiError = await toApiError(error);
  return apiError.serverText ?? fallback;
}
