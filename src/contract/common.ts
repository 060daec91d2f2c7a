import { z } from 'zod';

/**
 * Every error the server sends has this shape; the client shows `Error` as-is (spec 01 §8). Loose:
 * the 409 of an edit made elsewhere first also carries the server's values (`current`, `fields`).
 */
export const errorBody = z.looseObject({ Error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** The largest value of a PostgreSQL `integer` (int4) column: every id is bounded by it, so a bigger one is a 400, not a 500. */
export const PG_INT_MAX = 2_147_483_647;

/** Paged list responses carry `data` and the total `count` (spec 02 §3). */
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int().nonnegative() });

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});

/**
 * Paging for the lists a device downloads whole (referred, patronaged, the coordinators' lists):
 * bigger pages so 2,000 records come in a few requests.
 */
export const downloadPagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});

/** A row id: a positive int4. */
export const dbId = z.number().int().min(1).max(PG_INT_MAX);
/** A row id in a path or query string. */
export const dbIdCoerced = z.coerce.number().int().min(1).max(PG_INT_MAX);

export const idParam = z.object({ id: dbIdCoerced });

/** Text a person typed: no NUL or other control characters except tab and line breaks (PostgreSQL rejects NUL). */
export const plainText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s));
