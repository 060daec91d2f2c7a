import ky, { type Options } from 'ky';
import type { z } from 'zod';
import { ApiError, toApiError } from './api-error';
import { notifyUnauthorized } from './api-events';
import { readToken } from './auth-storage';
import { noteServerDate } from './server-clock';

/** Same origin by default; VITE_API_BASE points the app at another host (e.g. 'https://api.example.org'). */
const API_BASE: string = import.meta.env.VITE_API_BASE || globalThis.location.origin;

/** Set `context: { anonymous: true }` on a call that must not carry the token (login). */
export interface HttpContext {
  anonymous?: boolean;
}

/**
 * The one ky instance. `prefixUrl` is the API base, so paths passed to it directly have NO leading
 * slash (`http.get('api/hr/currentuser/')`); the helpers below accept the spec's '/api/…' form.
 */
export const http = ky.create({
  prefixUrl: API_BASE,
  timeout: 15_000,
  retry: 0,
  // Answers carry personal data: the browser's HTTP cache must neither keep nor serve them (the
  // server also sends Cache-Control: no-store; this holds against any other API host too).
  cache: 'no-store',
  hooks: {
    beforeRequest: [
      (request, options) => {
        if ((options.context as HttpContext).anonymous) return;
        const token = readToken();
        if (token) request.headers.set('Authorization', `Token ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        noteServerDate(response.headers);
        // Spec 01 §8 names 403; a 401 on a call that carried a token means the same thing here
        // (the token is no longer valid), and the only way forward is to sign in again.
        if ((response.status === 403 || response.status === 401) && request.headers.has('Authorization')) notifyUnauthorized();
      },
    ],
  },
});

function relative(path: string): string {
  return path.startsWith('/') ? path.slice(1) : path;
}

/** GET a JSON answer and parse it with its contract. Throws ApiError. */
export async function apiGet<T>(path: string, schema: z.ZodType<T>, options: Options = {}): Promise<T> {
  let body: unknown;
  try {
    body = await http.get(relative(path), options).json();
  } catch (error) {
    throw await toApiError(error);
  }
  return parseOrThrow(schema, body, path);
}

export type SendMethod = 'post' | 'put' | 'patch' | 'delete';

/**
 * Sends a request and, when a schema is given, parses the JSON answer with it (otherwise the body
 * is ignored and undefined is returned). Throws ApiError.
 */
export async function apiSend<T = undefined>(
  method: SendMethod,
  path: string,
  options: Options & { schema?: z.ZodType<T> } = {},
): Promise<T> {
  const { schema, ...kyOptions } = options;
  let response: Response;
  try {
    response = await http(relative(path), { ...kyOptions, method });
  } catch (error) {
    throw await toApiError(error);
  }
  if (!schema) return undefined as T;
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiError('invalid-response', `${path}: body is not JSON`, { cause: error });
  }
  return parseOrThrow(schema, body, path);
}

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid-response', `${path}: ${parsed.error.message}`, { cause: parsed.error });
  return parsed.data;
}
