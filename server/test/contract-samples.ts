import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';

const contractDir = fileURLToPath(new URL('../../src/contract/', import.meta.url));

/** Values tried in order for a field; the first its schema accepts is the field's valid sample ('ongoing': the task status filter; a date: the task form). */
const CANDIDATES: readonly unknown[] = [1, 'abcdefgh1', 'a', true, '+355 69 123 4567', 'emri@example.com', 'undecided', '1', null, [], {}, 'ongoing', '2026-01-15'];

/** A value `schema` accepts, found by trying common shapes (objects field by field); undefined when none fits. */
export function sampleOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sampleOf(field)]));
  }
  // Prefer a real value to null/undefined/default, so the sample goes as deep into the route as it can.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return sampleOf(schema.unwrap() as z.ZodType);
  }
  return CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
}

/** Every request schema in src/contract: the exported zod objects named `…Body` (JSON bodies) and `…Query` (query strings). */
export async function requestSchemas(): Promise<{ bodies: z.ZodObject[]; queries: z.ZodObject[] }> {
  const bodies: z.ZodObject[] = [];
  const queries: z.ZodObject[] = [];
  for (const file of readdirSync(contractDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(pathToFileURL(`${contractDir}${file}`).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      // errorBody is the shape of every error answer, not a request.
      if (!(value instanceof z.ZodObject) || name === 'errorBody') continue;
      if (name.endsWith('Body')) bodies.push(value);
      else if (name.endsWith('Query')) queries.push(value);
    }
  }
  return { bodies, queries };
}

/**
 * One object holding a valid sample of every field of every schema (the first schema naming a key
 * decides its sample). Sent to any route, it satisfies that route's own schema as far as the
 * samples go; zod drops the keys a route does not know. Changing one key to a bad value then
 * tests that one field.
 */
export function mergedSample(schemas: readonly z.ZodObject[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const schema of schemas) {
    const sample = sampleOf(schema) as Record<string, unknown>;
    for (const [key, value] of Object.entries(sample)) if (!(key in merged) && value !== undefined) merged[key] = value;
  }
  return merged;
}
