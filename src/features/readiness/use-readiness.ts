import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { readServerClock } from '../../api/server-clock';
import { db } from '../../db/database';
import { requestPersistentStorage } from '../../db/session';
import { watchStored } from '../../db/watch-stored';
import { afterPaint } from '../../lib/after-paint';
import { everyWhileVisible } from '../../lib/visible-interval';
import { getSyncStatus, subscribeSyncStatus } from '../../sync/adapters/browser-runtime';
import { countsOf } from '../../sync/sync-status';
import { useSession } from '../../ui/session/session-context';
import { probeApp } from './probe-app';
import { readLists } from './read-lists';
import { assessReadiness, requiredLists, type ListFact, type ReadinessFacts, type ReadinessReport } from './rules';

/** While the app is not yet stored the worker is asked often, so the check turns green soon after it is. */
const APP_PROBE_SOON_MS = 2_000;
/**
 * Once it is stored, again only this long after, and only while the page is shown: each question
 * starts a sleeping worker, and what could change meanwhile (a new version) also fires
 * controllerchange, which asks at once.
 */
const APP_PROBE_LATER_MS = 15 * 60_000;
/**
 * Ages are re-read at this pace while the page is shown, and at once when it is shown again. Their
 * thresholds are hours; the clock reading is read again on every render, and every stored list or
 * sync-status change renders.
 */
const TICK_MS = 5 * 60_000;
const META_TABLES = ['meta'] as const;

function useAppFact(): ReadinessFacts['app'] | null {
  const [app, setApp] = useState<ReadinessFacts['app'] | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastProbe = Number.NEGATIVE_INFINITY;
    let waitMs = APP_PROBE_SOON_MS;
    const probe = async (): Promise<void> => {
      clearTimeout(timer);
      timer = undefined;
      lastProbe = Date.now();
      const next = await probeApp();
      if (!live) return;
      setApp((last) => (last && JSON.stringify(last) === JSON.stringify(next) ? last : next));
      const complete = next.controlled && next.precache !== null && next.precache.cached === next.precache.total;
      waitMs = complete ? APP_PROBE_LATER_MS : APP_PROBE_SOON_MS;
      if (document.visibilityState === 'visible') timer = setTimeout(() => void probe(), waitMs);
    };
    void probe();
    const onControllerChange = (): void => void probe();
    // A hidden page keeps no timer; shown again, it asks at once if its next question fell due meanwhile.
    const onVisibility = (): void => {
      if (document.visibilityState !== 'visible') {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) {
        timer = setTimeout(() => void probe(), Math.max(0, lastProbe + waitMs - Date.now()));
      }
    };
    navigator.serviceWorker?.addEventListener('controllerchange', onControllerChange);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearTimeout(timer);
      navigator.serviceWorker?.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return app;
}

async function readPersisted(): Promise<boolean | null> {
  if (typeof navigator.storage?.persisted !== 'function') return null;
  try {
    return await navigator.storage.persisted();
  } catch {
    return null;
  }
}

export interface Readiness {
  /** Null until the first answers are in (nothing is shown rather than a false red). */
  report: ReadinessReport | null;
  /** Asks the browser to keep the data (the storage check's fix), then reads the answer again. */
  persist: () => Promise<void>;
  /** The time the report was made at, for formatting its times. */
  now: number;
}

/**
 * The signed-in member's readiness to work with no signal, kept current: the worker's precache,
 * the lists of their roles (and of `pathname`'s screen), storage, the outbox, the last sync and
 * the clock. See rules.ts for what each status means.
 */
export function useReadiness(pathname: string | null): Readiness {
  const { auth, flags } = useSession();
  const userId = auth?.userId ?? null;
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus);
  const app = useAppFact();
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const [lists, setLists] = useState<{ key: string; facts: ListFact[] } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const { isObserver, isPatronager, isDiasporaCoordinator, isFtvCoordinator } = flags;
  const needed = useMemo(
    () => requiredLists({ isObserver, isPatronager, isDiasporaCoordinator, isFtvCoordinator }, pathname),
    [isObserver, isPatronager, isDiasporaCoordinator, isFtvCoordinator, pathname],
  );
  const listKey = `${userId ?? ''}:${needed.join(',')}`;
  const read = useCallback(async (): Promise<ListFact[]> => (userId === null ? [] : readLists(userId, needed)), [userId, needed]);
  useEffect(
    () =>
      watchStored(db, META_TABLES, read, (facts) => setLists({ key: listKey, facts }), {
        minIntervalMs: 2_000,
        defer: afterPaint,
        onError: (error: unknown) => console.error('readiness read failed', error),
      }),
    [read, listKey],
  );

  useEffect(() => {
    let live = true;
    void readPersisted().then((value) => {
      if (live) setPersisted(value);
    });
    const stop = everyWhileVisible(() => setNow(Date.now()), TICK_MS);
    return () => {
      live = false;
      stop();
    };
  }, []);

  const persist = useCallback(async () => {
    await requestPersistentStorage();
    setPersisted(await readPersisted());
  }, []);

  let report: ReadinessReport | null = null;
  if (app !== null && persisted !== undefined && lists !== null && lists.key === listKey) {
    const counts = countsOf(status, userId);
    const clock = readServerClock();
    report = assessReadiness({
      now,
      app,
      lists: lists.facts,
      persisted,
      outbox: { pending: counts.pending, attention: counts.attention, signInNeeded: userId !== null && status.authRequired.includes(userId) },
      lastSyncAt: status.lastSyncAt,
      clockOffsetMs: clock?.offsetMs ?? null,
    });
  }
  return { report, persist, now };
}
