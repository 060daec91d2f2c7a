/**
 * Hooks the app registers so that `src/api` can sign the user out or show a toast without
 * importing React, the router or the UI kit. Until the app registers them, nothing happens.
 */
export interface ApiEventHandlers {
  /** A signed-in call was refused (401/403): sign out locally and go to /login. Must be idempotent. */
  onUnauthorized: () => void;
  /** Shows a warning toast. */
  onToast: (toast: { title: string; description: string }) => void;
}

let handlers: ApiEventHandlers | null = null;

/** Registers the handlers; returns the function that unregisters them. */
export function setApiEventHandlers(next: ApiEventHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

export function notifyUnauthorized(): void {
  handlers?.onUnauthorized();
}

export function notifyToast(toast: { title: string; description: string }): void {
  handlers?.onToast(toast);
}
