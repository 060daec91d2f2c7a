import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { notifyUnauthorized } from '../../api/api-events';
import { errorBody } from '../../contract/common';
import { myObserverVoters, myPatronagerVotersElectionDay, type MyObserverVoters, type PatronageVoter } from '../../contract/voting-day';

/** A whole station list can be large; give it longer than an ordinary call. */
const LIST_TIMEOUT_MS = 60_000;

export interface ListFetchOptions {
  /** '' (same origin) by default, or VITE_API_BASE. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

// Typed loosely: the bench pages import this module under the node type-check, which lacks Vite's types.
const defaultBase = (): string => (import.meta as { env?: { VITE_API_BASE?: string } }).env?.VITE_API_BASE || '';

/**
 * GET a voting-day list with the member's token and parse it with its contract. Throws ApiError
 * (kind http / network / timeout / invalid-response); on 401/403 the app is told to sign out.
 */
async function getList<T>(path: string, token: string, schema: z.ZodType<T>, options: ListFetchOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)((options.baseUrl ?? defaultBase()) + path, {
      headers: { Authorization: `Token ${token}`, Accept: 'application/json' },
      signal: controller.signal,
      cache: 'no-store',
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 'request timed out', { cause: error });
    throw new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }

  const body = parseJson(text);
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) notifyUnauthorized();
    const parsed = errorBody.safeParse(body);
    throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, serverText: parsed.success ? parsed.data.Error : null });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid-response', `${path}: ${parsed.error.message}`);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** GET /api/patronage/my-observer-voters-new/ — the observer's stations and their voters. */
export function fetchObserverList(token: string, options: ListFetchOptions = {}): Promise<MyObserverVoters> {
  return getList('/api/patronage/my-observer-voters-new/', token, myObserverVoters, options);
}

/** GET /api/patronage/my-patronager-voters-election-day/ — the patronager's voters. */
export function fetchPatronageList(token: string, options: ListFetchOptions = {}): Promise<PatronageVoter[]> {
  return getList('/api/patronage/my-patronager-voters-election-day/', token, myPatronagerVotersElectionDay, options);
}
