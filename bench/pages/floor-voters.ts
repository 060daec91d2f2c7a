// The station every in-memory floor draws: the seed's generator, in list order, as the store holds it.
import type { LocalObserverVoter } from '../../src/db/database';
import { foldText } from '../../src/lib/fold-text';
import { Prng } from '../../server/seed/prng';
import { stationVoters } from '../../server/seed/seed-voters';

/** `?voters=` of the page (2,000 when absent). */
export const floorSize = (): number => Number(new URLSearchParams(location.search).get('voters') ?? '2000');

/** One station of `size` voters from the seed's generator, in list order, as the store holds them. */
export function makeVoters(size: number): LocalObserverVoter[] {
  const taken = new Set<string>();
  return stationVoters(new Prng(7), 1, size, taken, new Date())
    .map((v, i) => ({
      voter_id: i + 1,
      qv_id: 1,
      name: v.name,
      father_name: v.fatherName,
      surname: v.surname,
      list_number: v.listNumber ?? i + 1,
      voted: false,
      userId: 1,
      serverVoted: false,
      folded: foldText(`${v.name} ${v.surname}`),
    }))
    .sort((a, b) => a.list_number - b.list_number);
}

/**
 * The runner taps the first voters in list order, as on the real screen. Built when asked, so B3,
 * which times a floor's first paint, does not count a second station's worth of voters.
 */
export function exposeFloorIds(size: number): void {
  Object.defineProperty(window, '__benchFloorIds', { get: () => makeVoters(size).map((v) => v.voter_id) });
}
