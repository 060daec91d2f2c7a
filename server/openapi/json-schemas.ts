import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/** Where a schema is used: requests are described as they may be sent (before defaults and coercion), answers as they come. */
export type Io = 'input' | 'output';

export const COMPONENT_REF = '#/components/schemas/';

/** Zod has no JSON Schema for a refine or transform's code: the shape around it is still described. */
const OPTIONS = { unrepresentable: 'any', cycles: 'ref', reused: 'inline', target: 'draft-2020-12' } as const;

function withoutDialect(schema: object): JsonSchema {
  // Each schema of the document shares its dialect and its place: no $schema or $id of its own.
  const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
  return rest;
}

/** One schema alone, everything inline (the parameters of a path or query string). */
export function inlineSchema(schema: z.ZodType, io: Io): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { ...OPTIONS, io }));
}

/** Every `$ref` name a schema reaches, itself included. */
function reachable(roots: readonly string[], schemas: Readonly<Record<string, JsonSchema>>): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_REF)) enter(inner.slice(COMPONENT_REF.length));
        else visit(inner);
      }
    }
  };
  const enter = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    visit(schemas[name]);
  };
  roots.forEach(enter);
  return seen;
}

/**
 * The named schemas as components referring to one another, kept to those `roots` reach. A shape
 * the contract names (and reuses) becomes one component instead of a copy in every call.
 */
export function componentSchemas(named: ReadonlyMap<z.ZodType, string>, roots: readonly z.ZodType[], io: Io): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, io, uri: (id) => `${COMPONENT_REF}${id}` });
  // A cycle through a schema without a name lands in zod's `__shared`, which no document can point into.
  if ('__shared' in schemas) throw new Error('A recursive contract schema needs a name: export it from a module in contractModules.');
  const all = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]));
  const keep = reachable(
    roots.map((root) => named.get(root) ?? ''),
    all,
  );
  return Object.fromEntries(Object.entries(all).filter(([id]) => keep.has(id)));
}
