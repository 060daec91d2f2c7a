import { errorText } from '../contract/error-text';
import { parseRetryAfter } from './backoff';
import type { SendOutcome } from './ports';

/** What the transport saw: a status, the Retry-After header and the parsed body (JSON or text). */
export interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

export interface AnswerPolicy {
  /**
   * Statuses other than 2xx that mean "the server already holds it" (e.g. QR 409 already scanned).
   * `method` is the request's, when known: a 404 'gone' settles a DELETE but not an edit.
   */
  isSuccessEquivalent?(status: number, body: unknown, method?: string): boolean;
}

/** A status that says "not now" (408, 429, 5xx): the request is to be tried again, not given up. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Classifies an HTTP answer (see SendOutcome). Nothing maps to "drop": every status either
 * completes the row, retries it, pauses the member, or leaves it for the user to decide.
 * A `done` here is always complete; the transport narrows it for multi-step requests.
 */
export function classifyAnswer(answer: HttpAnswer, policy: AnswerPolicy, now: number, method?: string): SendOutcome {
  const { status, body } = answer;
  if ((status >= 200 && status < 300) || policy.isSuccessEquivalent?.(status, body, method) === true) {
    return { type: 'done', complete: true, createdId: null };
  }
  if (status === 401 || status === 403) return { type: 'auth', status };
  if (isTransientStatus(status)) {
    const retryAfterMs = parseRetryAfter(answer.retryAfter, now);
    // A 5xx without Retry-After may be this entity's problem; the others keep going.
    return { type: 'retry', retryAfterMs, reason: `HTTP ${status}`, queueWide: status === 429 || retryAfterMs !== null };
  }
  return { type: 'attention', status, message: errorText(body) ?? `HTTP ${status}` };
}

/** A request that got no answer (network error, abort, timeout) is always retried. */
export function classifyFailure(error: unknown, timedOut: boolean): SendOutcome {
  if (timedOut) return { type: 'retry', retryAfterMs: null, reason: 'timeout', queueWide: true };
  const reason = error instanceof Error ? `network: ${error.message}` : 'network';
  return { type: 'retry', retryAfterMs: null, reason, queueWide: true };
}
