import i18next from 'i18next';
import { toApiError, type ApiError } from './api-error';
import { notifyToast, notifyUnauthorized } from './api-events';

/** What the user should experience for a failed call (spec 01 §8). */
export type ErrorOutcome =
  | { kind: 'sign-out' }
  | { kind: 'toast'; title: string; description: string }
  /** Nothing: the failure is expected (offline) and another part of the UI already says so. */
  | { kind: 'quiet' };

export type Translate = (key: string) => string;

/**
 * The error rules, pure:
 * - 401/403 → sign out (a 401 is treated like the spec's 403: the token is no longer accepted);
 * - no answer while the device is offline → quiet (the sync indicator already shows offline, so
 *   a toast per call would be spam);
 * - the server's `Error` text → warning toast titled 'Error';
 * - anything else → 'Pati një problem.'.
 */
export function describeApiError(error: ApiError, context: { online: boolean; t: Translate }): ErrorOutcome {
  if (error.kind === 'http' && (error.status === 403 || error.status === 401)) return { kind: 'sign-out' };
  if ((error.kind === 'network' || error.kind === 'timeout') && !context.online) return { kind: 'quiet' };
  const title = context.t('errors.title');
  if (error.serverText) return { kind: 'toast', title, description: error.serverText };
  return { kind: 'toast', title, description: context.t('errors.generic') };
}

/** Applies the rules above to a failed call: signs out, shows the toast, or stays quiet. */
export async function reportApiError(error: unknown): Promise<ErrorOutcome> {
  const apiError = await toApiError(error);
  const outcome = describeApiError(apiError, { online: navigator.onLine, t: (key) => i18next.t(key) });
  if (outcome.kind === 'sign-out') notifyUnauthorized();
  else if (outcome.kind === 'toast') notifyToast({ title: outcome.title, description: outcome.description });
  return outcome;
}
