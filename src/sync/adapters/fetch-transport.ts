import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../contract/headers';
import { classifyAnswer, classifyFailure } from '../classify';
import { WAIT_FOR_CREATE_MS, type KindSpec, type RequestPlan } from '../kinds/kind-spec';
import type { SendOutcome, Transport } from '../ports';

export interface FetchTransportOptions {
  kinds: readonly KindSpec[];
  /** Prefix of every path: '' for the same origin (the default), or e.g. 'http://127.0.0.1:3000'. */
  baseUrl?: string | (() => Promise<string>);
  /** This device's id, sent as `x-terren-client-id` for the server's vote-event log. */
  clientId: () => Promise<string>;
  /** Abort after this long without an answer. Default 15 s. */
  timeoutMs?: number;
  /** Injected for tests; the global fetch by default (also present in the service worker). */
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The real Transport: plain fetch (no ky), so the same code runs in the page and in the service
 * worker. Every failure becomes a classified outcome; nothing is thrown.
 */
export function createFetchTransport(options: FetchTransportOptions): Transport {
  const kinds = new Map(options.kinds.map((spec) => [spec.kind, spec]));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl ?? '';

  return {
    async send(row, token, target): Promise<SendOutcome> {
      const spec = kinds.get(row.kind);
      if (!spec) return { type: 'attention', status: null, message: `Unknown outbox kind: ${row.kind}` };
      let plan: RequestPlan | null;
      try {
        plan = spec.request(row, target);
      } catch (error) {
        // Malformed local data will never succeed; the user sees it instead of it being dropped.
        return { type: 'attention', status: null, message: `Invalid local data: ${error instanceof Error ? error.message : String(error)}` };
      }

      if (plan === null) return { type: 'retry', retryAfterMs: WAIT_FOR_CREATE_MS, reason: 'waiting for the record to be created' };

      const base = typeof baseUrl === 'string' ? baseUrl : await baseUrl();
      const headers: Record<string, string> = {
        ...plan.headers,
        Authorization: `Token ${token}`,
        'Content-Type': 'application/json',
        [CLIENT_ID_HEADER]: await options.clientId(),
        ...(row.seq === undefined ? {} : { [CLIENT_SEQ_HEADER]: String(row.seq) }),
      };
      const controller = new AbortController();
      let timedOut = false;
      const timer = globalThis.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const doFetch = options.fetch ?? globalThis.fetch;
        const response = await doFetch(base + plan.path, {
          method: plan.method,
          headers,
          body: plan.body === undefined ? undefined : JSON.stringify(plan.body),
          signal: controller.signal,
          credentials: 'omit',
          cache: 'no-store',
        });
        const body = await readBody(response);
        const outcome = classifyAnswer({ status: response.status, retryAfter: response.headers.get('Retry-After'), body }, spec, now(), plan.method);
        if (outcome.type !== 'done') return outcome;
        return { type: 'done', complete: plan.complete, createdId: spec.createdId?.(body) ?? null };
      } catch (error) {
        return classifyFailure(error, timedOut);
      } finally {
        globalThis.clearTimeout(timer);
      }
    },
  };
}

/** JSON when it parses, otherwise the text (or null for an empty body). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
