type Listener = () => void;

/**
 * Per-row values a row subscribes to by key (busy, sync mark), so a change re-renders that row
 * alone instead of the list that hands out the rows.
 */
export class RowSignals<K, V> {
  private values: ReadonlyMap<K, V>;
  private readonly listeners = new Map<K, Set<Listener>>();

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
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  /** Takes a whole new map (e.g. the outbox states) and wakes only the rows whose value moved. */
  replace(next: ReadonlyMap<K, V>): void {
    if (next === this.values) return;
    const previous = this.values;
    this.values = next;
    for (const [key, listeners] of this.listeners) {
      if ((previous.get(key) ?? this.fallback) !== (next.get(key) ?? this.fallback)) listeners.forEach((listener) => listener());
    }
  }

  subscribe(key: K, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}
