import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { downloadedAtKey, META_KEYS } from '../../db/meta-keys';
import { lastChangeSeq } from '../../sync/adapters/outbox-write';
import { watchStored } from '../../db/watch-stored';
import { afterPaint } from '../../lib/after-paint';
import { useStoredRead } from '../../ui/use-stored-read';
import { RowMarks, type OutboxStates } from './row-marks';

export interface StationSummary {
  id: number;
  code: string;
  total: number;
  /** Voters marked voted on this device (local intent, sent or not). */
  voted: number;
}

/** A station of the observer's list with its voter count; `total` comes from an index count, no voter is read. */
export interface StationTotal {
  id: number;
  code: string;
  total: number;
}

/** The counts of the station open on screen, tagged with that station so a stale count is never shown. */
export interface OpenStationCounts {
  qvId: number;
  total: number;
  voted: number;
}

const NO_COUNTS: ReadonlyMap<number, number> = new Map();

/** What the station list is read from. */
const STATION_LIST_TABLES = ['observerStations', 'observerVoters', 'meta'] as const;

/**
 * The observer's stations sorted by code, each with its voter total, and when the list was last
 * stored (null = never). Counting by index reads no voter record, so a vote costs this read little,
 * and it runs after the vote's frame is drawn (useStoredRead).
 */
export function useObserverStationList(userId: number): { stations: StationTotal[] | undefined; downloadedAt: number | null } {
  // Any voter write re-reads the counts; an unchanged answer keeps its identity so nothing re-renders.
  const previous = useRef<{ stations: StationTotal[]; downloadedAt: number | null } | undefined>(undefined);
  const read = useCallback(async () => {
    const [stations, meta] = await Promise.all([
      db.observerStations.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('observer', userId)),
    ]);
    const totals = await Promise.all(stations.map((s) => db.observerVoters.where('[userId+qv_id]').equals([userId, s.id]).count()));
    const list = stations
      .map((s, i) => ({ id: s.id, code: s.code, total: totals[i] ?? 0 }))
      .sort((a, b) => a.code.localeCompare(b.code, 'sq', { numeric: true }));
    const next = { stations: list, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
    if (previous.current && sameStationList(previous.current, next)) return previous.current;
    previous.current = next;
    return next;
  }, [userId]);
  return useStoredRead(read, STATION_LIST_TABLES) ?? { stations: undefined, downloadedAt: null };
}

/**
 * Voted counts of every listed station except `skipQvId`, whose voters the caller already holds.
 * Only those other stations' records are read, so a vote in the open station does not re-run it.
 */
function useVotedCounts(userId: number, stationIds: readonly number[] | undefined, skipQvId: number | null): ReadonlyMap<number, number> | undefined {
  const idsKey = stationIds?.join(',');
  return useLiveQuery(async () => {
    if (idsKey === undefined) return undefined;
    const others = idsKey === '' ? [] : idsKey.split(',').map(Number).filter((id) => id !== skipQvId);
    if (others.length === 0) return NO_COUNTS;
    const voters = await db.observerVoters
      .where('[userId+qv_id]')
      .anyOf(others.map((id) => [userId, id]))
      .toArray();
    const counts = new Map<number, number>(others.map((id) => [id, 0]));
    for (const voter of voters) if (voter.voted) counts.set(voter.qv_id, (counts.get(voter.qv_id) ?? 0) + 1);
    return counts;
  }, [userId, idsKey, skipQvId]);
}

/**
 * Turnout per station: the open station's from the voters already on screen, the others from the
 * store. Undefined until every count is known (never a flash of 0 %); after that, a count briefly
 * unknown while switching stations keeps its last value.
 */
export function useStationTurnout(
  userId: number,
  stations: readonly StationTotal[] | undefined,
  open: OpenStationCounts | undefined,
  openQvId: number | null,
): StationSummary[] | undefined {
  const ids = useMemo(() => stations?.map((s) => s.id), [stations]);
  const counts = useVotedCounts(userId, ids, openQvId);
  // Last known counts, for a station whose count is briefly unknown after a switch.
  const last = useRef<ReadonlyMap<number, number>>(NO_COUNTS);
  const summaries = useMemo(() => {
    if (!stations || !counts) return undefined;
    const result: StationSummary[] = [];
    for (const s of stations) {
      // Just after a switch `open` may still hold the previous station: its counts are still right.
      if (open && s.id === open.qvId) {
        result.push({ ...s, total: open.total, voted: open.voted });
        continue;
      }
      // A cache only (the counts re-query settles it), so reading it during render is safe.
      // eslint-disable-next-line react-hooks/refs
      const voted = counts.get(s.id) ?? last.current.get(s.id);
      if (voted === undefined) return undefined;
      result.push({ ...s, voted });
    }
    return result;
  }, [stations, counts, open]);
  useEffect(() => {
    if (summaries) last.current = new Map(summaries.map((s) => [s.id, s.voted]));
  }, [summaries]);
  return summaries;
}

const OUTBOX_TABLE = ['outbox'] as const;

/** The member's outbox rows and the device's change number, in one transaction so they agree. */
async function readOutbox(userId: number): Promise<{ states: OutboxStates; seq: number }> {
  return db.transaction('r', db.outbox, db.meta, async () => {
    const [rows, last] = await Promise.all([db.outbox.where('userId').equals(userId).toArray(), db.meta.get(META_KEYS.changeSeq)]);
    return { states: new Map(rows.map((row) => [row.key, row.state])), seq: lastChangeSeq(last?.value) };
  });
}

/**
 * The rows' sync marks of this member (RowMarks), read again after every outbox change, after the
 * frame that shows it: a tap's row shows its write's mark itself. `observed` is the outbox as last
 * read ('pending' / 'attention' by key), the same Map while no row changes state, so an outbox
 * write that moves no row's mark re-renders nothing.
 */
export function useRowMarks(userId: number): { marks: RowMarks; observed: OutboxStates } {
  // Another member starts with no tap's mark of the one before.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const marks = useMemo(() => new RowMarks(), [userId]);
  useEffect(
    () =>
      watchStored(db, OUTBOX_TABLE, () => readOutbox(userId), ({ states, seq }) => marks.observe(states, seq), {
        defer: afterPaint,
        onError: (error: unknown) => console.error('outbox read failed', error),
      }),
    [marks, userId],
  );
  const observed = useSyncExternalStore(marks.subscribeObserved, marks.observed);
  return { marks, observed };
}

function sameStationList(a: { stations: StationTotal[]; downloadedAt: number | null }, b: { stations: StationTotal[]; downloadedAt: number | null }): boolean {
  return (
    a.downloadedAt === b.downloadedAt &&
    a.stations.length === b.stations.length &&
    a.stations.every((s, i) => s.id === b.stations[i]?.id && s.code === b.stations[i]?.code && s.total === b.stations[i]?.total)
  );
}
