import type { LadderShape } from './load-ladder';

/** Every size and count a run uses; quick mode keeps the same shape at a fraction of the size. */
export interface BenchSizes {
  /** B1: voters touched and actions queued offline (confirm, undo, confirm again). */
  b1Voters: number;
  b1Actions: number;
  /** B1: rounds of both sides, each on observers of its own; the medians are reported. */
  b1Rounds: number;
  /** B2: voters in the table searched, and queries; the Dexie baseline runs every `b2BaselineEvery`-th query. */
  b2Voters: number;
  b2Queries: number;
  b2BaselineEvery: number;
  /** B3: voters on the station list, and reloads measured per side. */
  b3Voters: number;
  b3Reloads: number;
  /** B5: voters downloaded and stored. */
  b5Voters: number;
  /** B6: voters the writes alternate over; seconds per load window; the connection ladder. */
  b6Voters: number;
  b6WindowSeconds: number;
  b6Ladder: LadderShape;
  /** B7: voters on the list, and taps measured. */
  b7Voters: number;
  b7Taps: number;
  /** B8: voters on the patronaged list, and offline reloads measured per side. */
  b8Voters: number;
  b8Reloads: number;
  /** B9: password checks per side, in alternating rounds; app-lock derivations per figure. */
  b9Checks: number;
  b9Rounds: number;
  b9Unlocks: number;
  /** Peak heap: voters on the voting-day page. */
  heapVoters: number;
  /** POWER: voters on the voting-day page, and seconds of each sample window (idle, offline, marking, hidden). */
  powerVoters: number;
  powerWindowSeconds: number;
  /** CPU slowdown for the browser benchmarks that ask for it (B2, B3, B7, B8). */
  cpuThrottle: number;
  /** N1, N2: national voters of the PostgreSQL database (`npm run seed -- --national --voters N`). */
  nationalVoters: number;
  /** N1, N2: clients each keeping one call in flight. */
  nClients: number;
  /** N1, N2: seconds of calls per side (the calls in flight at the end are awaited); a warm-up before each Terren window. */
  nWindowSeconds: number;
  nWarmupSeconds: number;
  /** N3: observers in the 7:00 surge (arriving at the goal's rate, 8,000 in 5 minutes). */
  n3Observers: number;
  /** N4: seconds per load window, and the ladder of clients. */
  n4WindowSeconds: number;
  n4Ladder: LadderShape;
  /** N5: devices, and marks queued on each. */
  n5Devices: number;
  n5Marks: number;
  /** N7: patronagers with their list open, and seconds over which observers mark their voters. */
  n7Patronagers: number;
  n7MarkSeconds: number;
}

export const fullSizes: BenchSizes = {
  b1Voters: 600,
  b1Actions: 1000,
  b1Rounds: 3,
  b2Voters: 100_000,
  b2Queries: 200,
  // A Dexie scan of 100,000 rows takes seconds at 4× throttle: 5 queries, one of each kind.
  b2BaselineEvery: 40,
  b3Voters: 5000,
  b3Reloads: 5,
  b5Voters: 10_000,
  b6Voters: 2000,
  b6WindowSeconds: 3,
  b6Ladder: { start: 1, factor: 2, max: 128, refine: 1, maxSteps: 9 },
  b7Voters: 2000,
  b7Taps: 100,
  b8Voters: 2000,
  b8Reloads: 5,
  b9Checks: 200,
  b9Rounds: 4,
  b9Unlocks: 5,
  heapVoters: 10_000,
  powerVoters: 2000,
  powerWindowSeconds: 150,
  cpuThrottle: 4,
  nationalVoters: 3_600_000,
  nClients: 50,
  nWindowSeconds: 20,
  nWarmupSeconds: 2,
  n3Observers: 8000,
  n4WindowSeconds: 5,
  n4Ladder: { start: 2, factor: 2, max: 256, refine: 2, maxSteps: 9 },
  n5Devices: 200,
  n5Marks: 40,
  n7Patronagers: 50,
  n7MarkSeconds: 60,
};

export const quickSizes: BenchSizes = {
  b1Voters: 60,
  b1Actions: 100,
  b1Rounds: 1,
  b2Voters: 10_000,
  b2Queries: 40,
  b2BaselineEvery: 8,
  b3Voters: 300,
  b3Reloads: 1,
  b5Voters: 1000,
  b6Voters: 200,
  b6WindowSeconds: 1,
  b6Ladder: { start: 1, factor: 4, max: 64, refine: 0, maxSteps: 3 },
  b7Voters: 200,
  b7Taps: 3,
  b8Voters: 300,
  b8Reloads: 1,
  b9Checks: 16,
  b9Rounds: 1,
  b9Unlocks: 1,
  heapVoters: 500,
  powerVoters: 200,
  powerWindowSeconds: 20,
  cpuThrottle: 4,
  nationalVoters: 50_000,
  nClients: 50,
  nWindowSeconds: 2,
  nWarmupSeconds: 0.5,
  n3Observers: 200,
  n4WindowSeconds: 1.5,
  n4Ladder: { start: 1, factor: 4, max: 64, refine: 0, maxSteps: 3 },
  n5Devices: 20,
  n5Marks: 10,
  n7Patronagers: 10,
  n7MarkSeconds: 8,
};

/** The sizes worth printing in the result (the counts that define the data). */
export function headlineSizes(s: BenchSizes): Record<string, number> {
  return {
    'B1 voters': s.b1Voters,
    'B1 actions': s.b1Actions,
    'B1 rounds': s.b1Rounds,
    'B2 voters': s.b2Voters,
    'B2 queries': s.b2Queries,
    'B3 voters': s.b3Voters,
    'B3 reloads': s.b3Reloads,
    'B5 voters': s.b5Voters,
    'B6 voters': s.b6Voters,
    'B6 window s': s.b6WindowSeconds,
    'B7 voters': s.b7Voters,
    'B7 taps': s.b7Taps,
    'B8 voters': s.b8Voters,
    'B8 reloads': s.b8Reloads,
    'B9 checks': s.b9Checks,
    'heap voters': s.heapVoters,
    'POWER window s': s.powerWindowSeconds,
    'CPU throttle': s.cpuThrottle,
    'N voters': s.nationalVoters,
    'N clients': s.nClients,
    'N window s': s.nWindowSeconds,
    'N3 observers': s.n3Observers,
    'N5 devices': s.n5Devices,
    'N5 marks each': s.n5Marks,
    'N7 patronagers': s.n7Patronagers,
  };
}
