/**
 * The open streams of this instance, indexed by the scopes they watch ('station:12',
 * 'observer:3', 'patronager:7', as list_scope_changes names them), so a change reaches its few
 * streams without a walk over all of them.
 */
/** Told the scope that changed; null: anything may have changed. */
export type ChangeWatcher = (scope: string | null) => void;

export interface ChangeHub {
  /** Calls `onChange` after each change of one of `scopes`; returns the unwatch. */
  watch: (scopes: readonly string[], onChange: ChangeWatcher) => () => void;
  /** A committed change of `scope`. */
  publish: (scope: string) => void;
  /** Changes may have been missed (the poller failed): every stream is told. */
  publishAll: () => void;
  /**
   * Resolves once whatever commits from now on will be published (the poller holds a cursor): a
   * stream opened before it resolves lets its client pull, and no change falls between the two.
   */
  ready: () => Promise<void>;
  /** Streams open now. */
  readonly size: number;
}

export interface ChangeHubOptions {
  /** Called when the first stream opens (true) and when the last one closes (false). */
  onActiveChange?: (active: boolean) => void;
  ready?: () => Promise<void>;
}

export function createChangeHub(options: ChangeHubOptions = {}): ChangeHub {
  const byScope = new Map<string, Set<ChangeWatcher>>();
  const all = new Set<ChangeWatcher>();
  return {
    watch(scopes, onChange) {
      all.add(onChange);
      if (all.size === 1) options.onActiveChange?.(true);
      for (const scope of scopes) {
        let watchers = byScope.get(scope);
        if (!watchers) byScope.set(scope, (watchers = new Set()));
        watchers.add(onChange);
      }
      return () => {
        if (!all.delete(onChange)) return;
        if (all.size === 0) options.onActiveChange?.(false);
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
    ready: options.ready ?? (() => Promise.resolve()),
    get size() {
      return all.size;
    },
  };
}
