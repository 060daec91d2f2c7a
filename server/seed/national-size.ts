import { ConfigError } from '../config';
import { checkNationalSize, NATIONAL_SIZE, PGLITE_MAX_VOTERS, PGLITE_NATIONAL_VOTERS, scaledNationalSize, type NationalSize } from './seed-national';

export type NationalSizeFlags = Partial<Record<keyof NationalSize, string>>;

export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}

/**
 * The size `--national` asks for: Albania's on PostgreSQL, a tenth of a million on PGlite (with a
 * notice), and a refusal when PGlite is asked for more than it can hold. Flags left out scale with
 * the voters.
 */
export function nationalSize(flags: NationalSizeFlags, onPglite: boolean, notice: (text: string) => void): NationalSize {
  const voters = positiveInt('voters', flags.voters, onPglite ? PGLITE_NATIONAL_VOTERS : NATIONAL_SIZE.voters);
  if (onPglite && voters > PGLITE_MAX_VOTERS) {
    throw new ConfigError(
      `National size (${voters.toLocaleString('en')} voters) needs PostgreSQL: set DATABASE_URL. ` +
        `The embedded PGlite takes at most ${PGLITE_MAX_VOTERS.toLocaleString('en')} voters (--national alone makes ${PGLITE_NATIONAL_VOTERS.toLocaleString('en')}).`,
    );
  }
  if (onPglite && flags.voters === undefined) {
    notice(`PGlite: --national makes ${PGLITE_NATIONAL_VOTERS.toLocaleString('en')} voters here; set DATABASE_URL for the full ${NATIONAL_SIZE.voters.toLocaleString('en')}.`);
  }
  const scaled = scaledNationalSize(voters);
  const size = {
    voters,
    stations: positiveInt('stations', flags.stations, scaled.stations),
    observers: positiveInt('observers', flags.observers, scaled.observers),
    patronagers: positiveInt('patronagers', flags.patronagers, scaled.patronagers),
  };
  try {
    checkNationalSize(size);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return size;
}
