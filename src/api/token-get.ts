import type { z } from 'zod';
import { errorText } from '../contract/error-text';
import { LIST_CURSOR_HEADER, LIST_CURSOR_PATTERN, WATERMARK_HEADER, watermarkOf } from '../contract/headers';
import { ApiError } from './api-error';
import { notifyUnauthorized } from './api-events';
import { parseInPlace } from './parse-in-place';
import { noteServerDate } from './server-clock';

/** A member's whole list can be large; give it longer than an ordinary call. */
const LIST_TIMEOUT_MS = 60_000;

export interface TokenGetOptions {
  /** '' (same origin) by default, or VITE_API_BASE. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Check the answer where it lies instead of having zod copy it (parseInPlace): for a big list
   * that is parsed for this one use, so the download does not hold two copies of it.
   */
  inPlace?: boolean;
}

// Typed loosely: the bench pages import this module under the node type-check, which lacks Vite's types.
const defaultBase = (): string => (import.meta as { env?: { VITE_API_BASE?: string } }).env?.VITE_API_BASE || '';

/**
 * GET with one member's token (not the shell's stored one: a download belongs to the member it
 * is for) and parse the answer with its contract. Every offline collection downloads through it.
 * Throws ApiError (kind http / network / timeout / invalid-response); on 401/403 the app is told
 * to sign out.
 */
export async function getWithToken<T>(path: string, token: string, schema: z.ZodType<T>, options: TokenGetOptions = {}): Promise<T> {
  return (await getWithTokenAt(path, token, schema, options)).value;
}

/** An answer with the server's change watermark it was read at (null when the answer had none). */
export interface Watermarked<T> {
  value: T;
  watermark: number | null;
  /** The list cursor the answer carried (LIST_CURSOR_HEADER), for a later `?since=`; absent when none. */
  cursor?: string;
}

/**
 * getWithToken, with the answer's watermark (src/contract/headers.ts): what a list download hands
 * to storeDownload so it is ordered against the member's acknowledged changes.
 */
export async function getWithTokenAt<T>(path: string, token: string, schema: z.ZodType<T>, options: TokenGetOptions = {}): Promise<Watermarked<T>> {
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

  noteServerDate(response.headers);
  const body = parseJson(text);
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) notifyUnauthorized();
    throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, serverText: errorText(body) });
  }
  const parsed = options.inPlace ? parseInPlace(schema, body) : schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid-response', `${path}: ${parsed.error.message}`);
  const watermark = watermarkOf(response.headers.get(WATERMARK_HEADER));
  const cursor = response.headers.get(LIST_CURSOR_HEADER);
  return cursor !== null && LIST_CURSOR_PATTERN.test(cursor) ? { value: parsed.data, watermark, cursor } : { value: parsed.data, watermark };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
