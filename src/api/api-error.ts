import { HTTPError, TimeoutError } from 'ky';
import { errorText } from '../contract/error-text';

/**
 * - `http`: the server answered with a non-2xx status (`status` set; `serverText` is its `Error` text, if any).
 * - `network`: no answer at all (offline, DNS, connection refused).
 * - `timeout`: no answer within the request's timeout.
 * - `invalid-response`: a 2xx answer whose body does not match the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/** The one error type every call of `src/api` throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` errors, otherwise null. */
  readonly status: number | null;
  /** The server's `Error` text (spec 01 §8), or null when the body had none. */
  readonly serverText: string | null;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number | null; serverText?: string | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.serverText = options.serverText ?? null;
  }
}

async function readServerText(response: Response): Promise<string | null> {
  try {
    return errorText(await response.clone().json());
  } catch {
    return null;
  }
}

/** Turns whatever a ky call threw into an ApiError (an ApiError passes through unchanged). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    return new ApiError('http', `HTTP ${status}`, { status, serverText: await readServerText(error.response), cause: error });
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', 'request timed out', { cause: error });
  // fetch rejects with a TypeError when there is no answer at all.
  if (error instanceof TypeError) return new ApiError('network', error.message, { cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError('network', 'request aborted', { cause: error });
  return new ApiError('invalid-response', error instanceof Error ? error.message : String(error), { cause: error });
}
