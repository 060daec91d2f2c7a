/**
 * The server's `Error` text (spec 01 §8), or null. The one reader of the error body, for the page
 * and the service worker alike: plain TypeScript, so the worker bundles no zod for it.
 */
export function errorText(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'Error' in body && typeof body.Error === 'string') return body.Error;
  return null;
}
