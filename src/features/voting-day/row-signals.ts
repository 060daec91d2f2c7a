import { KeyedListeners } from './keyed-listeners';

/**
 * Per-row values a row subscribes to by key (busy), so a change re-renders that row alone instead
 * of the list that hands out the rows.
 */
export class RowSignals<K, V> {
  private values: ReadonlyMap<K, V>;
  private readonly listeners = new KeyedListeners<K>();

  constructor(private readonly fallback: V) {
    this.values = new Map();
  }

  get(key: K): V {
    return this.values.get(key) ?? this.fallback;
  }

  set(key: K, value: V): void {
    if (this.get(key) === value) return;
    const next = new Map(this.values);
    if (value === this.fallback) next.delete(key);
    else next.set(key, value);
    this.values = next;
    this.listeners.notify(key);
  }

  subscribe(key: K, listener: () => void): () => void {
    return this.listeners.subscribe(key, listener);
  }
}
