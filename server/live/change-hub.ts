/**
 * The open streams of this instance, indexed by the scopes they watch ('station:12',
 * 'observer:3', 'patronager:7', as list_scope_changes and the NOTIFY payloads name them), so a
 * notification reaches its few streams without a walk over all of them.
 */
/** Told the scope that changed; null: anything may have changed. */
export type ChangeWatcher = (scope: string | null) => void;

export interface ChangeHub {
  /** Calls `onChange` after each notification for one of `scopes`; returns the unwatch. */
  watch: (scopes: readonly string[], onChange: ChangeWatcher) => () => void;
  /** A committed change of `scope`. */
  publish: (scope: string) => void;
  /** Notifications may have been missed (the listener reconnected): every stream is told. */
  publishAll: () => void;
  /** Streams open now. */
  readonly size: number;
}

export function createChangeHub(): ChangeHub {
  const byScope = new Map<string, Set<ChangeWatcher>>();
  const all = new Set<ChangeWatcher>();
  return {
    watch(scopes, onChange) {
      all.add(onChange);
      for (const scope of scopes) {
        let watchers = byScope.get(scope);
        if (!watchers) byScope.set(scope, (watchers = new Set()));
        watchers.add(onChange);
      }
      return () => {
        all.delete(onChange);
        for (const scope of scopes) {
          const watchers = byScope.get(scope);
          watchers?.delete(onChange);
          if (watchers?.size === 0) byScope.delete(scope);
        }
      };
    },
    publish(scope) {
      for (const onChange of byScope.get(scope) ?? []) onChange(scope);
    },
    publishAll() {
      for (const onChange of all) onChange(null);
    },
    get size() {
      return all.size;
    },
  };
}
