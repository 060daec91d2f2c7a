import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalObserverVoter, type LocalPatronageVoter } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';

export interface StationSummary {
  id: number;
  code: string;
  total: number;
  /** Voters marked voted on this device (local intent, sent or not). */
  voted: number;
}

const EMPTY_STATES: Map<string, 'pending' | 'attention'> = new Map();

/** The observer's stations with turnout counts, and when the list was last stored (null = never). */
export function useObserverStations(userId: number): { stations: StationSummary[] | undefined; downloadedAt: number | null } {
  const result = useLiveQuery(async () => {
    const [stations, voters, meta] = await Promise.all([
      db.observerStations.where('userId').equals(userId).toArray(),
      db.observerVoters.where('userId').equals(userId).toArray(),
      db.meta.get(downloadedAtKey('observer', userId)),
    ]);
    const counts = new Map<number, { total: number; voted: number }>();
    for (const voter of voters) {
      const count = counts.get(voter.qv_id) ?? { total: 0, voted: 0 };
      count.total++;
      if (voter.voted) count.voted++;
      counts.set(voter.qv_id, count);
    }
    const summaries = stations
      .map((s) => ({ id: s.id, code: s.code, total: counts.get(s.id)?.total ?? 0, voted: counts.get(s.id)?.voted ?? 0 }))
      .sort((a, b) => a.code.localeCompare(b.code, 'sq', { numeric: true }));
    return { stations: summaries, downloadedAt: typeof meta?.value === 'number' ? meta.value : null };
  }, [userId]);
  return result ?? { stations: undefined, downloadedAt: null };
}

/** The voters of one station, sorted by list number; [] when no station is chosen. */
export function useObserverVoters(userId: number, qvId: number | null): LocalObserverVoter[] | undefined {
  return useLiveQuery(async () => {
    if (qvId === null) return [];
    const voters = await db.observerVoters.where('[userId+qv_id]').equals([userId, qvId]).toArray();
    return voters.sort((a, b) => a.list_number - b.list_number);
  }, [userId, qvId]);
}

/** The patronager's voters, sorted by station code then list number. */
export function usePatronageVoters(userId: number): LocalPatronageVoter[] | undefined {
  return useLiveQuery(async () => {
    const voters = await db.patronageVoters.where('userId').equals(userId).toArray();
    return voters.sort((a, b) => a.qv_code.localeCompare(b.qv_code, 'sq', { numeric: true }) || a.list_number - b.list_number);
  }, [userId]);
}

/**
 * Outbox state per key for this member's rows: 'pending' (on the device only) or 'attention'.
 * A key that is absent has been acknowledged by the server (or never changed).
 */
export function useRowSyncStates(userId: number): Map<string, 'pending' | 'attention'> {
  const states = useLiveQuery(async () => {
    const rows = await db.outbox.where('userId').equals(userId).toArray();
    return new Map(rows.map((row) => [row.key, row.state]));
  }, [userId]);
  return states ?? EMPTY_STATES;
}
