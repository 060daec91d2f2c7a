type Listener = () => void;

/** Listeners by key, for what re-renders one row: a key's set goes away with its last listener. */
export class KeyedListeners<K> {
  private readonly byKey = new Map<K, Set<Listener>>();

  subscribe(key: K, listener: Listener): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byKey.delete(key);
    };
  }

  notify(key: K): void {
    this.byKey.get(key)?.forEach((listener) => listener());
  }

  /** The keys someone listens to. */
  keys(): IterableIterator<K> {
    return this.byKey.keys();
  }
}
