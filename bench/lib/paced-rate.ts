/** One side of a throughput comparison: a name and one unit of work (one password check). */
export interface RateSide {
  name: string;
  work: () => Promise<unknown>;
}

/** Units per second of each side, in the order given. */
export type Rates = number[];

async function timeBatch(work: () => Promise<unknown>, count: number, concurrency: number): Promise<number> {
  let started = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started += 1;
        await work();
      }
    }),
  );
  return performance.now() - t;
}

/**
 * `count` units of each side, `concurrency` in flight at a time, in `rounds` batches that take
 * turns (the side going first alternating), so a shared machine's drift falls on every side alike.
 */
export async function alternatingRates(sides: readonly RateSide[], count: number, concurrency: number, rounds: number): Promise<Rates> {
  const perRound = Math.max(concurrency, Math.ceil(count / rounds));
  const ms = sides.map(() => 0);
  const done = sides.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    const order = sides.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      ms[i] = (ms[i] ?? 0) + (await timeBatch(sides[i]!.work, perRound, concurrency));
      done[i] = (done[i] ?? 0) + perRound;
    }
  }
  return sides.map((_, i) => (done[i] ?? 0) / ((ms[i] ?? 1) / 1000));
}
