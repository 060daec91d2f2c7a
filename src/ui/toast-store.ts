export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type?: ToastType;
  title: string;
  description?: string;
  /** How long the toast stays, in ms (the store's default when left out). */
  duration?: number;
}

export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly title: string;
  readonly description?: string;
  /** Dismissed: playing its exit before it is removed. */
  readonly leaving: boolean;
}

/** Pure: no React here; the list (toast-list.tsx) renders it. */
export interface ToastStore {
  /** Shows a toast; returns its id for `dismiss`. */
  create: (options: ToastOptions) => string;
  /** Starts the exit of one toast, or of all of them without an id. */
  dismiss: (id?: string) => void;
  /** The toasts on screen, the leaving ones included. */
  getCount: () => number;
  /** The toasts, oldest first; a new array after each change (for useSyncExternalStore). */
  list: () => readonly Toast[];
  subscribe: (onChange: (toasts: readonly Toast[]) => void) => () => void;
}

export interface ToastStoreOptions {
  /** ms; 3000 unless given. */
  duration?: number;
  /** How long a dismissed toast stays for its exit animation, in ms. */
  exitMs?: number;
}

/** A shown toast's clock: what is left of its time, and the timer spending it (null while paused). */
interface Clock {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/*
 * Timers sleep between events: one setTimeout per toast for its time, one for its exit, and none
 * at all when no toast is shown. (The library this replaces ran a requestAnimationFrame loop for
 * the whole life of every toast, about 72 frames each: a phone's battery on voting day.)
 * While the page is hidden the clocks stop and resume with the time they had left, so a toast
 * created just before the member switched apps is still there to read when they come back.
 * A resting pointer does not stop them: a toast lies over the list's last rows on a phone.
 */
export function createToastStore({ duration = 3000, exitMs = 200 }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  const clocks = new Map<string, Clock>();
  const listeners = new Set<(toasts: readonly Toast[]) => void>();
  let nextId = 1;
  let watchingVisibility = false;

  const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  function publish(next: readonly Toast[]): void {
    toasts = next;
    watchVisibility(toasts.length > 0);
    listeners.forEach((listener) => listener(toasts));
  }

  function run(id: string, clock: Clock): void {
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => dismiss(id), clock.remaining);
  }

  function pause(clock: Clock): void {
    if (clock.timer === null) return;
    clearTimeout(clock.timer);
    clock.timer = null;
    clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
  }

  function onVisibilityChange(): void {
    const hidden = pageHidden();
    clocks.forEach((clock, id) => (hidden ? pause(clock) : clock.timer === null && run(id, clock)));
  }

  function watchVisibility(wanted: boolean): void {
    if (wanted === watchingVisibility || typeof document === 'undefined') return;
    watchingVisibility = wanted;
    if (wanted) document.addEventListener('visibilitychange', onVisibilityChange);
    else document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  function create({ type = 'info', title, description, duration: ms = duration }: ToastOptions): string {
    const id = `toast:${nextId++}`;
    const clock: Clock = { remaining: ms, startedAt: 0, timer: null };
    clocks.set(id, clock);
    if (!pageHidden()) run(id, clock);
    publish([...toasts, { id, type, title, description, leaving: false }]);
    return id;
  }

  function leave(id: string): void {
    const clock = clocks.get(id);
    if (clock === undefined) return;
    if (clock.timer !== null) clearTimeout(clock.timer);
    clocks.delete(id);
    // The exit is a CSS animation; its end is this timeout, not `animationend` (cut short or never
    // fired under reduced motion or in a hidden tab).
    setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), exitMs);
  }

  function dismiss(id?: string): void {
    const leaving = id === undefined ? [...clocks.keys()] : clocks.has(id) ? [id] : [];
    if (leaving.length === 0) return;
    leaving.forEach(leave);
    publish(toasts.map((toast) => (leaving.includes(toast.id) ? { ...toast, leaving: true } : toast)));
  }

  return {
    create,
    dismiss,
    getCount: () => toasts.length,
    list: () => toasts,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
