/**
 * How this month's points compare with last month's (spec 02 §9): under last month the share of it
 * (ratio × 100), otherwise the excess over it (ratio × 100 − 100), to one decimal place. The two
 * kinds are kept apart because the same number means different things ('80.0' of last month is a
 * fall, '+80.0' is a rise) and the screen words them differently.
 */
export type PointsChange = { kind: 'share' | 'increase'; value: string };

/**
 * Null when last month had no points (or, defensively, a negative total): there is nothing to
 * divide by, and the original's Infinity/NaN is not worth reproducing.
 */
export function pointsChange(currentMonth: number, lastMonth: number): PointsChange | null {
  if (!(lastMonth > 0) || !Number.isFinite(currentMonth)) return null;
  const ratio = currentMonth / lastMonth;
  return ratio < 1 ? { kind: 'share', value: (ratio * 100).toFixed(1) } : { kind: 'increase', value: (ratio * 100 - 100).toFixed(1) };
}
