import { z } from 'zod';

/** Every error the server sends has this shape; the client shows `Error` as-is (spec 01 §8). */
export const errorBody = z.object({ Error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Paged list responses carry `data` and the total `count` (spec 02 §3). */
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int().nonnegative() });

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});

export const idParam = z.object({ id: z.coerce.number().int().positive() });
