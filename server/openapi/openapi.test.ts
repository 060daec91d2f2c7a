import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH, apiOperations, OPENAPI_PATH } from '../../src/contract/api/catalogue';
import { routeKey } from '../test/answer-check';
import { useTestApp } from '../test/use-test-app';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './document';
import { COMPONENT_REF } from './json-schemas';

/** Every `$ref` in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
}

describe('the OpenAPI description', () => {
  const t = useTestApp({ voters: 10 });
  const document = buildOpenApiDocument();

  it('documents every registered route, and only registered ones', () => {
    const documented = apiOperations.map((operation) => routeKey(operation.method, operation.path));
    const undocumented = t.routes.filter((route) => !documented.includes(route));
    const unregistered = documented.filter((route) => !t.routes.includes(route));
    expect(undocumented, 'registered but missing from src/contract/api').toEqual([]);
    expect(unregistered, 'in src/contract/api but not registered').toEqual([]);
    console.info(`OpenAPI route coverage: ${t.routes.length - undocumented.length} of ${t.routes.length} routes documented`);
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('gives each operation its own id, its path parameters and a target for every reference', () => {
    const ids = apiOperations.map((operation) => operation.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const operation of apiOperations) {
      const described = document.paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()];
      const inPath = [...openApiPath(operation.path).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(described?.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [], operation.id).toEqual(inPath);
    }
    const missing = refsIn(document).filter((ref) => !(ref.startsWith(COMPONENT_REF) && ref.slice(COMPONENT_REF.length) in document.components.schemas));
    expect(missing).toEqual([]);
  });

  it('is served to anyone, cacheable, and revalidated by its ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json<OpenApiDocument>()).toEqual(JSON.parse(JSON.stringify(document)));
    const again = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('reads as a page with no outside assets, every call on it', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
    expect(page).not.toMatch(/href="(https?:)?\/\//i);
    for (const operation of apiOperations) {
      expect(page, operation.id).toContain(`id="${operation.id}"`);
      expect(page, operation.id).toContain(openApiPath(operation.path));
    }
  });
});
