import { ApiError } from './api-error';

// Typed loosely, as in token-get.ts: this module is also type-checked outside Vite.
const apiBase = (): string => (import.meta as { env?: { VITE_API_BASE?: string } }).env?.VITE_API_BASE || '';

/** An address of a file on our server, which answers only with the token (server/routes/media/files.ts). */
export const isServerFile = (path: string): boolean => path.startsWith('/media/');

/**
 * GET a /media/ file with the member's token, as a Blob. A file the member may not read answers
 * 404 like one that does not exist, so no status here means "sign out". Throws ApiError (http with
 * its status, or network). The service worker answers files it already holds, offline too.
 */
export async function getMedia(path: string, token: string): Promise<Blob> {
  let response: Response;
  try {
    // no-store: the server forbids the HTTP cache too; this holds against any other API host.
    response = await fetch(apiBase() + path, { headers: { Authorization: `Token ${token}` }, cache: 'no-store' });
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (!response.ok) throw new ApiError('http', `HTTP ${response.status}`, { status: response.status });
  try {
    return await response.blob();
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
  }
}
