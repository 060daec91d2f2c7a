import type { ApiError } from '../../api/api-error';
import { reportApiError } from '../../api/error-message';
import { toaster } from '../../ui/toaster';

/** Spec 01 §8: success toasts are titled 'Sukses'. */
export function toastSuccess(title: string, description: string): void {
  toaster.create({ type: 'success', title, description });
}

/** An action that needs the server, refused with the app's one offline text (no call is tried). */
export function toastNeedsServer(text: string): void {
  toaster.create({ type: 'warning', title: text });
}

/**
 * Runs a call that needs the server: offline it is refused with `needsServer`; a failure shows the
 * spec's toast (the server's `Error`, else 'Pati një problem.') and is returned as its text.
 */
export async function withServer<T>(online: boolean, needsServer: string, call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; problem: string | null }> {
  if (!online) {
    toastNeedsServer(needsServer);
    return { ok: false, problem: needsServer };
  }
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const outcome = await reportApiError(error);
    return { ok: false, problem: outcome.kind === 'toast' ? outcome.description : (error as Partial<ApiError>).serverText ?? null };
  }
}
