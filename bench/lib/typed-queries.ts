import { Prng } from '../../server/seed/prng';
import { femaleNames, maleNames, surnames } from '../../server/seed/seed-names';

/** What a member types: the first letters (minLetters–4) of a real first name and surname of the seed's lists, deterministic. */
export function typedQueries(count: number, minLetters: number, seed = 33): { name: string; surname: string }[] {
  const prng = new Prng(seed);
  const names = [...maleNames, ...femaleNames];
  const typed = (list: readonly string[]) => prng.pick(list).slice(0, prng.int(minLetters, 4));
  return Array.from({ length: count }, () => ({ name: typed(names), surname: typed(surnames) }));
}
