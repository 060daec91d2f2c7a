import type { FastifyInstance } from 'fastify';

/** Whether a request URL (path and query) is an API call: /api, /api/… or /api?… */
export function isApiUrl(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds nothing personal and may be cached (the API description): no `no-store`. */
    publicCache?: boolean;
  }
}

/**
 * Every API answer — data, errors and 404s alike — carries `Cache-Control: no-store`: the answers
 * hold personal data (voters, phones, votes), and a shared or lost phone must not keep them in the
 * browser's HTTP cache. The app keeps what it needs offline in its own database. App files (the
 * static handler) keep their own caching, and so does a route marked `publicCache`.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url) && request.routeOptions.config?.publicCache !== true) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
