import { toaster } from '../toaster';

// Spec 02 §9: success toasts last 1 s, error toasts 2 s (the shell's default is 3 s).
const SUCCESS_MS = 1000;
const ERROR_MS = 2000;
// Longer than a success: it is a sentence the member should have time to read.
const SAVED_MS = 3000;

/**
 * A new result (a vote, a saved edit) dismisses the previous one instead of stacking on it: an observer
 * confirms a voter every few seconds, and a growing pile of toasts would cover the very rows
 * being tapped. (Re-using one toast id does not work: an update keeps the old title and timer.)
 */
let lastToastId: string | null = null;

function show(type: 'success' | 'error' | 'info', title: string, duration: number): void {
  if (lastToastId !== null) toaster.dismiss(lastToastId);
  lastToastId = toaster.create({ type, title, duration });
}

export function notifySuccess(title: string): void {
  show('success', title, SUCCESS_MS);
}

export function notifyError(title: string): void {
  show('error', title, ERROR_MS);
}

/** A change kept on the device until it can be sent (see ui/honest-save). */
export function notifySaved(title: string): void {
  show('info', title, SAVED_MS);
}
