import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER, WATERMARK_HEADER, watermarkOf } from '../../contract/headers';
import { classifyAnswer, classifyFailure } from '../classify';
import { WAIT_FOR_CREATE_MS, type KindSpec, type RequestPlan } from '../kinds/kind-spec';
import type { SendOutcome, Transport } from '../ports';

/** A file an outbox row sends, as the device keeps it. */
export interface StoredFile {
  blob: Blob;
  name: string;
}

/** What the transport needs of an answer. */
export interface RawAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
  /** The `x-terren-watermark` header, when the answer has one. */
  watermark?: string | null;
}


/** One multipart request, for a sender that reports upload progress (the page's XMLHttpRequest). */
export interface UploadRequest {
  /** The outbox row's key, so progress can be shown on its item. */
  key: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
}

/** The message a row gets when its file is no longer on the device (the member signed out, or the browser evicted it). */
export const FILE_MISSING = 'Skedari nuk është më në këtë pajisje.';

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
  /** The file a multipart plan names (RequestPlan.multipart); without it such rows need attention. */
  files?: (key: string) => Promise<StoredFile | undefined>;
  /** Sends multipart requests instead of fetch, e.g. with upload progress; fetch when absent (the service worker). */
  upload?: (request: UploadRequest) => Promise<RawAnswer>;
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

      let body: string | FormData | undefined;
      if (plan.multipart) {
        const file = await options.files?.(plan.multipart.file.key);
        if (!file) return { type: 'attention', status: null, message: FILE_MISSING };
        const form = new FormData();
        for (const [name, value] of Object.entries(plan.multipart.fields)) form.append(name, value);
        form.append(plan.multipart.file.field, file.blob, file.name);
        body = form;
      } else if (plan.body !== undefined) {
        body = JSON.stringify(plan.body);
      }

      const base = typeof baseUrl === 'string' ? baseUrl : await baseUrl();
      const headers: Record<string, string> = {
        ...plan.headers,
        Authorization: `Token ${token}`,
        // A multipart body sets its own type, with the boundary.
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        [CLIENT_ID_HEADER]: await options.clientId(),
        ...(row.seq === undefined ? {} : { [CLIENT_SEQ_HEADER]: String(row.seq) }),
      };
      const controller = new AbortController();
      let timedOut = false;
      const timer = globalThis.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, plan.timeoutMs ?? timeoutMs);
      try {
        const url = base + plan.path;
        const answer =
          body instanceof FormData && options.upload
            ? await options.upload({ key: row.key, url, method: plan.method, headers, body, signal: controller.signal })
            : await fetchAnswer(options.fetch ?? globalThis.fetch, url, { method: plan.method, headers, body, signal: controller.signal, credentials: 'omit', cache: 'no-store' });
        const parsed = parseBody(answer.text);
        const outcome = classifyAnswer({ status: answer.status, retryAfter: answer.retryAfter, body: parsed }, spec, now(), plan.method);
        if (outcome.type === 'attention' && answer.status === 409) {
          const held = spec.conflictHolds?.(parsed, row);
          return held === undefined ? outcome : { ...outcome, serverCopy: { held, watermark: watermarkOf(answer.watermark) } };
        }
        if (outcome.type !== 'done') return outcome;
        // A non-2xx taken as done says the server's state is final for this row (already deleted,
        // already scanned): no further step of it is sent.
        const answered = answer.status < 300 ? spec.answeredDesired?.(parsed, row) : spec.goneDesired?.(row);
        return {
          type: 'done',
          complete: answer.status < 300 ? plan.complete : true,
          createdId: spec.createdId?.(parsed) ?? null,
          watermark: watermarkOf(answer.watermark),
          ...(answered === undefined ? {} : { answered }),
        };
      } catch (error) {
        return classifyFailure(error, timedOut);
      } finally {
        globalThis.clearTimeout(timer);
      }
    },
  };
}

async function fetchAnswer(doFetch: typeof fetch, url: string, init: RequestInit): Promise<RawAnswer> {
  const response = await doFetch(url, init);
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), watermark: response.headers.get(WATERMARK_HEADER), text: await response.text() };
}

/** JSON when it parses, otherwise the text (or null for an empty body). */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
