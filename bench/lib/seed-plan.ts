import { z } from 'zod';

/** Voters of the demo part of every bench database: it brings the geography and accounts; the benchmarks use their own observers' stations. */
export const DEMO_VOTERS = 650;

const observerPlan = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  stationSizes: z.array(z.number().int().positive()).min(1),
  /** Also a patronager caring for every voter of its stations (B8). */
  patronage: z.boolean().optional(),
});

/** What bench/seed-cli.ts loads: the demo data (geography, accounts) plus bench observers on their own stations. */
export const seedPlan = z.object({
  /** Voters of the demo part; kept small, the benchmarks use the bench observers' stations. */
  demoVoters: z.number().int().positive(),
  observers: z.array(observerPlan),
});
export type SeedPlan = z.infer<typeof seedPlan>;
export type ObserverPlan = z.infer<typeof observerPlan>;

/** One bench observer as seeded: sign in with username/password; `qvIds` are its stations, in `stationSizes` order. */
export interface SeededObserver {
  username: string;
  password: string;
  memberId: number;
  observerId: number;
  qvIds: number[];
}

export function parseSeedPlan(json: string): SeedPlan {
  return seedPlan.parse(JSON.parse(json));
}

export const seededOutput = z.object({
  observers: z.array(
    z.object({
      username: z.string(),
      password: z.string(),
      memberId: z.number().int(),
      observerId: z.number().int(),
      qvIds: z.array(z.number().int()),
    }),
  ),
});
