/** Administrative divisions: GET /api/division/regional-data/. */
import { z } from 'zod';

const named = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/division/regional-data/ — flat lists, children point at their parent. */
export const regionalData = z.object({
  divisions: z.array(named),
  regions: z.array(named.extend({ division_id: z.number().int().nullable() })),
  municipalities: z.array(named.extend({ region_id: z.number().int(), alias: z.string().nullable() })),
  units: z.array(named.extend({ municipality_id: z.number().int() })),
});
export type RegionalData = z.infer<typeof regionalData>;
