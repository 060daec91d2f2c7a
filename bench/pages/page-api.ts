// The functions each bench page puts on `window.bench`, called by the runner through page.evaluate.
// Types only: imported by the pages and by the Node side.
import type { VoteAction } from '../lib/b1-script';

export interface DrainOutcome {
  /** From the page's 'online' event to the last queued intent acknowledged. */
  ms: number;
  /** HTTP calls made during the drain. */
  calls: number;
  /** Answers by status code ('network' for a failed fetch). */
  statuses: Record<string, number>;
  /** Mean time from fetch() to the answer's headers, ms. */
  meanCallMs: number;
}

export interface B1TerrenApi {
  setup(input: { userId: number; token: string; observerId: number }): Promise<{ voters: number }>;
  /** Runs the taps through the voting-day store (call while offline); returns the outbox rows left. */
  act(actions: VoteAction[]): Promise<{ ms: number; outboxRows: number }>;
  /** Resolves once the outbox is empty after the next 'online' event (armed by setup). */
  drained(timeoutMs: number): Promise<DrainOutcome>;
}

export interface RawRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

export interface B1WorkboxApi {
  /** Registers the bench service worker holding the Workbox Queue. */
  setup(): Promise<void>;
  queue(requests: RawRequest[]): Promise<{ ms: number; queued: number }>;
  /** On the next 'online' event the page asks the worker to replayRequests(); resolves when it is done. */
  drained(timeoutMs: number): Promise<DrainOutcome>;
}

export interface SearchQuery {
  general: string;
  listNumber: string;
}

export interface SearchTimings {
  /** Per query, ms. */
  ms: number[];
  /** Matches per query (the two sides must agree). */
  matches: number[];
}

export interface B2SearchApi {
  /** Generates `voters` with the seed's generator and stores them in the app's Dexie table. */
  setup(input: { voters: number; queries: number; seed: number }): Promise<{ stored: number; ms: number; queries: SearchQuery[] }>;
  /** Terren: load the table into memory once (as the list screen holds it), then search it. */
  terren(queries: SearchQuery[]): Promise<SearchTimings & { loadMs: number }>;
  /** Baseline: one Dexie `filter()` scan of the table per query, same matching rule. */
  dexieFilter(queries: SearchQuery[]): Promise<SearchTimings>;
}

export interface B5StoreApi {
  setup(input: { userId: number; token: string }): Promise<void>;
  /**
   * Terren: the store's downloadObserverList. `readMs`: then reading the stored station back in
   * list order, as the voting-day screen opens it (the IndexedDB part of B3's cold start).
   */
  terren(): Promise<{ ms: number; stored: number; readMs: number }>;
  /** Baseline: the same download, each row written in its own transaction. */
  oneTransactionEach(): Promise<{ ms: number; stored: number }>;
  /** Terren's download with the at-rest encryption middleware taken off the database (the B5 encryption row's baseline). */
  terrenUnencrypted(): Promise<{ ms: number; stored: number; readMs: number }>;
}

export interface BenchWindow {
  bench: {
    b1Terren?: B1TerrenApi;
    b1Workbox?: B1WorkboxApi;
    b2?: B2SearchApi;
    b5?: B5StoreApi;
  };
}

/** What the QR bench page (qr-scan.ts) keeps on `window.__qrBench` for the runner to read. */
export interface QrBenchState {
  /** performance.now() when the video first had a frame, and when a code was first read. */
  startedAt: number | null;
  firstCodeAt: number | null;
  text: string | null;
  frames: number;
  decoder: string;
  error: string | null;
}
