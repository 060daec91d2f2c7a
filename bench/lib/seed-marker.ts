import { z } from 'zod';

/** What the bench writes on a national database it seeded, once the seed has finished: a half-seeded one is never reused. */
const marker = z.object({ terrenBenchNational: z.literal(1), voters: z.number().int().positive(), seedSeconds: z.number().nonnegative(), seededAt: z.string() });
export type SeedMarker = z.infer<typeof marker>;

export function formatMarker(m: Omit<SeedMarker, 'terrenBenchNational'>): string {
  return JSON.stringify({ terrenBenchNational: 1, ...m });
}

/** The marker of a database comment, or null when the comment is not one (absent, foreign, malformed). */
export function parseMarker(comment: string | null): SeedMarker | null {
  if (comment === null) return null;
  try {
    const parsed = marker.safeParse(JSON.parse(comment));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function nationalDatabaseName(voters: number): string {
  return `terren_bench_national_${voters}`;
}
