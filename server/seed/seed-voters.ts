import type { Prng } from './prng';
import type { voters } from '../db/schema';
import { femaleNames, maleNames, surnames } from './seed-names';

type VoterRow = typeof voters.$inferInsert;

const collator = new Intl.Collator('sq');

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * A personal number shaped like the Albanian NID (letter for the decade, year digit, month +50 for
 * women, day, serial, check letter). `taken` guarantees uniqueness within and across runs.
 */
function nid(prng: Prng, year: number, month: number, day: number, female: boolean, taken: Set<string>): string {
  const decade = String.fromCharCode(65 + Math.floor((year - 1900) / 10));
  const head = `${decade}${year % 10}${pad(month + (female ? 50 : 0), 2)}${pad(day, 2)}`;
  for (;;) {
    const candidate = `${head}${pad(prng.int(0, 999), 3)}${String.fromCharCode(65 + prng.int(0, 25))}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/** Size of each of `count` stations so they add up to `total`, each 400–900 when the total allows it. */
export function stationSizes(prng: Prng, total: number): number[] {
  const count = Math.max(1, Math.round(total / 650));
  const base = Math.floor(total / count);
  const sizes = Array.from({ length: count }, (_, i) => base + (i < total - base * count ? 1 : 0));
  // Move voters between neighbours in pairs: the sum stays exact while sizes spread over 400–900.
  for (let i = 0; i + 1 < count; i += 2) {
    const a = sizes[i] ?? 0;
    const b = sizes[i + 1] ?? 0;
    const room = Math.max(0, Math.min(a - 400, 900 - b, 900 - a, b - 400));
    const shift = prng.int(-room, room);
    sizes[i] = a + shift;
    sizes[i + 1] = b - shift;
  }
  return sizes;
}

/** `size` voters for one station, list numbers 1…size in alphabetical order like a printed list; ages are on `today`. */
export function stationVoters(prng: Prng, qvId: number, size: number, takenNids: Set<string>, today: Date): VoterRow[] {
  const people = Array.from({ length: size }, () => {
    const female = prng.chance(0.5);
    const age = prng.int(18, 90);
    const year = today.getUTCFullYear() - age;
    const month = prng.int(1, 12);
    const day = prng.int(1, 28);
    const name = prng.pick(female ? femaleNames : maleNames);
    const surname = prng.pick(surnames);
    const hasPhone = prng.chance(0.65);
    const hasEmail = prng.chance(0.1);
    return {
      nid: nid(prng, year, month, day, female, takenNids),
      name,
      surname,
      fatherName: prng.pick(maleNames),
      motherName: prng.pick(femaleNames),
      dob: `${year}-${pad(month, 2)}-${pad(day, 2)}`,
      gender: female ? 'F' : 'M',
      phone: hasPhone ? `06${prng.pick(['7', '8', '9'])}${pad(prng.int(0, 9_999_999), 7)}` : null,
      email: hasEmail ? `${ascii(name)}.${ascii(surname)}${prng.int(1, 99)}@example.com` : null,
      qvId,
      listNumber: 0,
      buildingNumber: String(prng.int(1, 120)),
    } satisfies VoterRow;
  });
  people.sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.name, b.name) || collator.compare(a.fatherName, b.fatherName));
  people.forEach((p, i) => (p.listNumber = i + 1));
  return people;
}
