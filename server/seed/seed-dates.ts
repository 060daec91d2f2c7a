import { SEED_TODAY } from './seed-voters';

/** A moment `days` before the demo's today, at `hour` UTC. */
export function daysBefore(days: number, hour = 9): Date {
  const d = new Date(SEED_TODAY);
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}
