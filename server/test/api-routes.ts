export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiRoute {
  method: ApiMethod;
  /** As registered, e.g. `/api/patronage/patronager-voter-confirm-voting/:id/`. */
  url: string;
}

const METHODS: ReadonlySet<string> = new Set<ApiMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api route the app registered, from the test app's own listing (its onRoute hook), so a
 * test that walks them covers routes added later without being told. Fastify's printRoutes nests
 * `/:id/` under its parent path, which a line-by-line reading missed.
 */
export function apiRoutes(t: { routes: readonly string[] }): ApiRoute[] {
  return t.routes.flatMap((route) => {
    const [method = '', url = ''] = route.split(' ');
    return METHODS.has(method) && url.startsWith('/api/') ? [{ method: method as ApiMethod, url }] : [];
  });
}

/** The names of a route's path parameters (`:id` → `id`). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/** The route's URL with every parameter set to `value` (already encoded as it should appear in the path). */
export function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => value(name));
}
