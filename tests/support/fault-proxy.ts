import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mulberry32, type Prng } from './prng';

/**
 * A fault-injecting HTTP proxy on 127.0.0.1 (node:http only) in front of one upstream server.
 * Everything is forwarded untouched except the requests `isFaultable` picks (by default the
 * observer's vote calls), which, while faults are on, may be:
 * - `reset`: the connection is destroyed before anything is forwarded (the server never sees it);
 * - `lostResponse`: forwarded, the server's whole answer read, then the client's connection is
 *   destroyed (the server applied it, the client cannot know);
 * - `status503` / `status429`: answered by the proxy itself (429 with Retry-After 1 or 2 s);
 * - `delayed`: held 1–4 s before the above (independently drawn). A request whose client gave
 *   up during the delay (page closed, offline) is still forwarded, as a packet already on the
 *   wire would be: counted as `zombie`.
 * Draws come from a seeded PRNG, but which request gets which draw depends on arrival order,
 * so a seed replays the same fault mix, not the exact same run.
 *
 * With `hold` (see AnswerHold), chosen answers (list downloads) are read from the server at once
 * and held back: the device then stores a list that predates the writes answered meanwhile, the
 * race of a list refresh answered before a DELETE is applied.
 */

export interface FaultRates {
  /** Probabilities per faultable request; reset + lostResponse + status503 + status429 must stay ≤ 1. */
  reset: number;
  lostResponse: number;
  status503: number;
  status429: number;
  /** Independent of the others. */
  delay: number;
}

export const DEFAULT_FAULT_RATES: FaultRates = { reset: 0.1, lostResponse: 0.12, status503: 0.08, status429: 0.05, delay: 0.2 };

export interface FaultCounts {
  /** Faultable requests seen (faults on or off). */
  calls: number;
  /** Faultable requests that reached the server. */
  forwarded: number;
  reset: number;
  lostResponse: number;
  status503: number;
  status429: number;
  delayed: number;
  /** Forwarded after the client had gone away. */
  zombie: number;
  /** Answers held back (`hold`): read from the server, then kept until a racing write's answer went back… */
  held: number;
  /** …released after a racing write's answer (the list predates that write)… */
  heldPastWrite: number;
  /** …or after their hold time, with no write answered meanwhile. */
  heldTimedOut: number;
  /** Racing writes kept before the server until a held answer had been read (`writeWaitsForHeldMs`). */
  writesKeptBehindList: number;
  /** Racing writes that reached the server while a held answer, read before them, was still held: the race staged. */
  writesPastHeldList: number;
}

/** One faultable request, for the failure report. */
export interface JournalEntry {
  at: number;
  method: string;
  path: string;
  body: string;
  seq: string | null;
  fault: 'none' | 'reset' | 'lostResponse' | 'status503' | 'status429';
  delayMs: number;
  /** The server's status, when it was forwarded and answered. */
  status: number | null;
  zombie: boolean;
  /** The whole request body (`body` is its first 200 characters). */
  fullBody: string;
  /** The server's answer body (when forwarded and answered). */
  answer: string | null;
  /** When the server's answer came (ms since the proxy started), whether or not the client got it. */
  answeredAt: number | null;
}

/**
 * Answers held back to race writes. A request `isHeld` picks (say GET of a list) is forwarded at
 * once and its answer read, then held until the first `isRacingWrite` request answered after that
 * read has had its answer sent back (plus `graceMs`, the time the device takes to store the
 * acknowledgement), or until its hold time ends: the list the device then stores is older than
 * the write it has just seen acknowledged. A racing write must also be faultable (`isFaultable`).
 */
export interface AnswerHold {
  isHeld: (method: string, pathname: string) => boolean;
  isRacingWrite: (method: string, pathname: string) => boolean;
  /** Chance that a matching answer is held (seeded); 1 when left out. */
  rate?: number;
  /** How long an answer waits at most for a racing write: drawn in [minMs, maxMs]. */
  minMs: number;
  maxMs: number;
  /** After the racing write's answer went back; 300 ms when left out. */
  graceMs?: number;
  /**
   * The exact race, every time: a racing write is kept from the server until an answer to hold
   * has been read (at most this long), so the list surely predates it. 0 (the default) sends
   * writes at once.
   */
  writeWaitsForHeldMs?: number;
}

export interface FaultProxyOptions {
  /** e.g. http://127.0.0.1:41234 */
  target: string;
  seed: number;
  rates?: Partial<FaultRates>;
  /** Faults start on unless this is false. */
  faultsOn?: boolean;
  isFaultable?: (method: string, pathname: string) => boolean;
  hold?: AnswerHold;
}

export interface FaultProxy {
  url: string;
  setFaults(on: boolean): void;
  counts(): FaultCounts;
  journal(): readonly JournalEntry[];
  /** Faultable requests received and not finished yet (including ones held in a delay). */
  inFlight(): number;
  /** Resolves once no faultable request is in flight (true), or after `timeoutMs` (false). */
  idle(timeoutMs: number): Promise<boolean>;
  /** Changes the hold (null: answers go back at once; answers already held keep their hold). */
  setHold(hold: AnswerHold | null): void;
  /** Starts a new run on the same address (the devices keep their origin): a new seed, counts and journal from zero, faults off, no hold. */
  reseed(seed: number): void;
  close(): Promise<void>;
}

const VOTE_PATHS = new Set(['/api/patronage/voting/', '/api/patronage/voting-delete/']);

export function isVoteCall(method: string, pathname: string): boolean {
  return method === 'POST' && VOTE_PATHS.has(pathname);
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.on('aborted', () => reject(new Error('aborted')));
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true when `waiters` is notified, false after `timeoutMs`. */
function waitFor(waiters: Set<() => void>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiters.delete(done);
      resolve(false);
    }, timeoutMs);
    waiters.add(done);
  });
}

function notify(waiters: Set<() => void>): void {
  for (const waiter of [...waiters]) waiter();
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const rates: FaultRates = { ...DEFAULT_FAULT_RATES, ...options.rates };
  const isFaultable = options.isFaultable ?? isVoteCall;
  let rng: Prng = mulberry32(options.seed);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const counts: FaultCounts = {
    calls: 0,
    forwarded: 0,
    reset: 0,
    lostResponse: 0,
    status503: 0,
    status429: 0,
    delayed: 0,
    zombie: 0,
    held: 0,
    heldPastWrite: 0,
    heldTimedOut: 0,
    writesKeptBehindList: 0,
    writesPastHeldList: 0,
  };
  let hold: AnswerHold | null = options.hold ?? null;
  /** Called when a racing write's answer has gone back (or was dropped after the server applied it). */
  const writeAnswered = new Set<() => void>();
  /** Called when an answer to hold has been read from the server. */
  const heldRead = new Set<() => void>();
  /** Answers read and still held: a racing write arriving now need not wait for one. */
  let holding = 0;
  const entries: JournalEntry[] = [];
  const started = Date.now();
  let faultsOn = options.faultsOn ?? true;
  let closing = false;
  let inFlight = 0;

  const upstreamOptions = (req: IncomingMessage, headers: IncomingHttpHeaders) => ({
    host: target.hostname,
    port: Number(target.port),
    method: req.method,
    path: req.url,
    headers,
    agent,
  });

  /** Streams a request through untouched. */
  function pipeThrough(req: IncomingMessage, res: ServerResponse): void {
    const upstream = httpRequest(upstreamOptions(req, endToEnd(req.headers)), (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('fault-proxy: upstream error');
      else res.destroy();
    });
    req.pipe(upstream);
    req.on('error', () => upstream.destroy());
  }

  /** Sends a buffered request upstream and reads the whole answer. */
  function forwardBuffered(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const headers = { ...endToEnd(req.headers), 'content-length': String(body.length) };
      const upstream = httpRequest(upstreamOptions(req, headers), (answer) => {
        readAll(answer).then((data) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: data }), reject);
      });
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  async function handleFaultable(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    counts.calls++;
    let clientGone = false;
    res.on('close', () => {
      if (!res.writableFinished) clientGone = true;
    });
    const body = await readAll(req);
    const seqHeader = req.headers['x-terren-seq'];
    const entry: JournalEntry = {
      at: Date.now() - started,
      method: req.method ?? '',
      path: pathname,
      body: body.toString('utf8').slice(0, 200),
      seq: typeof seqHeader === 'string' ? seqHeader : null,
      fault: 'none',
      delayMs: 0,
      status: null,
      zombie: false,
      fullBody: body.toString('utf8'),
      answer: null,
      answeredAt: null,
    };
    entries.push(entry);
    const racing = hold?.isRacingWrite(entry.method, pathname) === true;

    if (faultsOn) {
      if (rng.chance(rates.delay)) {
        entry.delayMs = rng.int(1000, 4000);
        counts.delayed++;
        await sleep(entry.delayMs);
      }
      const draw = rng.next();
      const kinds = ['reset', 'lostResponse', 'status503', 'status429'] as const;
      let edge = 0;
      for (const kind of kinds) {
        edge += rates[kind];
        if (draw < edge) {
          entry.fault = kind;
          break;
        }
      }
    }
    if (closing) {
      req.socket.destroy();
      return;
    }

    switch (entry.fault) {
      case 'reset':
        counts.reset++;
        req.socket.destroy();
        return;
      case 'status503':
        counts.status503++;
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ Error: 'fault-proxy: 503' }));
        return;
      case 'status429': {
        counts.status429++;
        const retryAfter = String(rng.int(1, 2));
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter }).end(JSON.stringify({ Error: 'fault-proxy: 429' }));
        return;
      }
      case 'none':
      case 'lostResponse':
        break;
    }

    const waitMs = hold?.writeWaitsForHeldMs ?? 0;
    if (racing && waitMs > 0 && holding === 0) {
      counts.writesKeptBehindList++;
      await waitFor(heldRead, waitMs);
    }
    if (racing && holding > 0) counts.writesPastHeldList++;
    if (clientGone) {
      entry.zombie = true;
      counts.zombie++;
    }
    let answer: Awaited<ReturnType<typeof forwardBuffered>>;
    try {
      answer = await forwardBuffered(req, body);
    } catch {
      req.socket.destroy();
      return;
    }
    counts.forwarded++;
    entry.status = answer.status;
    entry.answer = answer.body.toString('utf8').slice(0, 2000);
    entry.answeredAt = Date.now() - started;
    if (entry.fault === 'lostResponse') {
      counts.lostResponse++;
      req.socket.destroy();
      if (racing) notify(writeAnswered);
      return;
    }
    if (clientGone || res.destroyed) {
      if (racing) notify(writeAnswered);
      return;
    }
    const headers = endToEnd(answer.headers);
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers).end(answer.body, () => {
      if (racing) notify(writeAnswered);
    });
  }

  /** A held answer: read from the server at once, sent back after a racing write's answer, or after its hold time. */
  async function handleHeld(req: IncomingMessage, res: ServerResponse, rule: AnswerHold): Promise<void> {
    counts.held++;
    const holdMs = rng.int(rule.minMs, rule.maxMs);
    const body = await readAll(req);
    let answer: Awaited<ReturnType<typeof forwardBuffered>>;
    try {
      answer = await forwardBuffered(req, body);
    } catch {
      req.socket.destroy();
      return;
    }
    holding++;
    try {
      notify(heldRead);
      const pastWrite = await waitFor(writeAnswered, holdMs);
      if (pastWrite) {
        counts.heldPastWrite++;
        await sleep(rule.graceMs ?? 300);
      } else {
        counts.heldTimedOut++;
      }
    } finally {
      holding--;
    }
    if (closing) {
      req.socket.destroy();
      return;
    }
    if (res.destroyed) return;
    const headers = endToEnd(answer.headers);
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers).end(answer.body);
  }

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    res.on('error', () => undefined);
    req.on('error', () => undefined);
    const method = req.method ?? 'GET';
    const rule = hold;
    if (rule && rule.isHeld(method, pathname) && (rule.rate === undefined || rng.chance(rule.rate))) {
      inFlight++;
      handleHeld(req, res, rule)
        .catch(() => req.socket.destroy())
        .finally(() => inFlight--);
    } else if (isFaultable(method, pathname)) {
      inFlight++;
      handleFaultable(req, res, pathname)
        .catch(() => req.socket.destroy())
        .finally(() => inFlight--);
    } else {
      pipeThrough(req, res);
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setFaults(on: boolean) {
      faultsOn = on;
    },
    counts: () => ({ ...counts }),
    journal: () => entries,
    setHold(next: AnswerHold | null) {
      hold = next;
    },
    reseed(seed: number) {
      rng = mulberry32(seed);
      for (const key of Object.keys(counts) as (keyof FaultCounts)[]) counts[key] = 0;
      entries.length = 0;
      faultsOn = false;
      hold = null;
    },
    inFlight: () => inFlight,
    async idle(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0) {
        if (Date.now() > deadline) return false;
        await sleep(50);
      }
      return true;
    },
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      agent.destroy();
    },
  };
}
