import { z } from 'zod';
import { MAX_ALSO_BASE } from './field-edit';

type Required<S> = S extends z.ZodOptional<infer Inner> ? Inner : S;
type AlsoShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<z.ZodArray<Required<S[K]>>> };

/**
 * The `also_base` of an edit payload (ours, see AlsoBase in field-edit.ts): per field of `fields`,
 * a few more values the server may hold from this device's unanswered earlier send, each checked
 * as the base's value is.
 */
export function alsoBaseSchema<S extends z.ZodRawShape>(fields: S): z.ZodOptional<z.ZodObject<AlsoShape<S>>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(fields)) {
    const value = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
    shape[field] = z.array(value).max(MAX_ALSO_BASE).optional();
  }
  return z.object(shape as AlsoShape<S>).optional();
}
