import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const titles = (store: ReturnType<typeof createToastStore>) => store.list().map((toast) => `${toast.title}${toast.leaving ? ' (leaving)' : ''}`);

describe('the toast store', () => {
  it('shows a toast for its duration, then plays its exit and removes it', () => {
    const store = createToastStore({ duration: 3000, exitMs: 200 });
    store.create({ type: 'success', title: 'Ruajtur' });
    expect(titles(store)).toEqual(['Ruajtur']);
    vi.advanceTimersByTime(2999);
    expect(titles(store)).toEqual(['Ruajtur']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual(['Ruajtur (leaving)']);
    vi.advanceTimersByTime(200);
    expect(store.getCount()).toBe(0);
  });

  it('keeps each toast for its own duration', () => {
    const store = createToastStore({ duration: 3000, exitMs: 200 });
    store.create({ type: 'info', title: 'E gjatë' });
    store.create({ type: 'success', title: 'E shkurtër', duration: 1000 });
    vi.advanceTimersByTime(1200);
    expect(titles(store)).toEqual(['E gjatë']);
  });

  it('removes a dismissed toast after its exit, and leaves the others', () => {
    const store = createToastStore({ duration: 3000, exitMs: 200 });
    const first = store.create({ type: 'error', title: 'Gabim' });
    store.create({ type: 'info', title: 'Tjetër' });
    store.dismiss(first);
    expect(titles(store)).toEqual(['Gabim (leaving)', 'Tjetër']);
    vi.advanceTimersByTime(200);
    expect(titles(store)).toEqual(['Tjetër']);
    store.dismiss();
    vi.advanceTimersByTime(200);
    expect(store.getCount()).toBe(0);
  });

  it('stops the clock while the page is hidden and resumes it with the time that was left', () => {
    const store = createToastStore({ duration: 3000, exitMs: 200 });
    store.create({ type: 'success', title: 'Votoi' });
    vi.advanceTimersByTime(1000);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(['Votoi']);
    setVisibility('visible');
    vi.advanceTimersByTime(1999);
    expect(titles(store)).toEqual(['Votoi']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual(['Votoi (leaving)']);
  });

  it('starts the clock of a toast created in a hidden page when the page shows', () => {
    const store = createToastStore({ duration: 1000, exitMs: 200 });
    setVisibility('hidden');
    store.create({ type: 'warning', title: 'Kujdes' });
    vi.advanceTimersByTime(10_000);
    expect(titles(store)).toEqual(['Kujdes']);
    setVisibility('visible');
    vi.advanceTimersByTime(1200);
    expect(store.getCount()).toBe(0);
  });

  it('has no timer pending when no toast is shown', () => {
    const store = createToastStore({ duration: 1000, exitMs: 200 });
    expect(vi.getTimerCount()).toBe(0);
    store.create({ type: 'success', title: 'Një' });
    store.dismiss(store.create({ type: 'error', title: 'Dy' }));
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(1200);
    expect(store.getCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its subscribers of every change, and no more once they leave', () => {
    const store = createToastStore({ duration: 1000, exitMs: 200 });
    const seen: number[] = [];
    const stop = store.subscribe((toasts) => seen.push(toasts.length));
    store.create({ type: 'info', title: 'Një' });
    vi.advanceTimersByTime(1200);
    stop();
    store.create({ type: 'info', title: 'Dy' });
    expect(seen).toEqual([1, 1, 0]);
  });
});
