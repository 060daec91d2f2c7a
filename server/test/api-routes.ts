import type { FastifyInstance } from 'fastify';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiRoute {
  method: ApiMethod;
  /** As registered, e.g. `/api/patronage/patronager-voter-confirm-voting/:id/`. */
  url: string;
}

const METHODS: ReadonlySet<string> = new Set<ApiMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api route the app registered, read from Fastify's own route listing, so a test that walks
 * them covers routes added later without being told. Call after `app.ready()`.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^[├└]── (\/api\/\S*) \(([A-Z, ]+)\)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(', ')) if (METHODS.has(method)) routes.push({ method: method as ApiMethod, url: match[1] });
  }
  return routes;
}

/** The names of a route's path parameters (`:id` → `id`). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/** The route's URL with every parameter set to `value` (already encoded as it should appear in the path). */
export function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => value(name));
}
