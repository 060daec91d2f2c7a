import { formatDateTime, formatTime, isoDayOf } from '../../lib/datetime';

/** "10:42" for today, otherwise "DD-MM-YYYY HH:mm" (the spec's date formats), both in the display zone. */
export function formatSyncTime(at: number, now: number): string {
  return isoDayOf(at) === isoDayOf(now) ? formatTime(at) : formatDateTime(at);
}

/** An age as an i18n key under `sync` plus its count: seconds under a minute, minutes under an hour, then hours. */
export function ageParts(ms: number): { key: 'ageSeconds' | 'ageMinutes' | 'ageHours'; count: number } {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return { key: 'ageSeconds', count: seconds };
  if (seconds < 3600) return { key: 'ageMinutes', count: Math.floor(seconds / 60) };
  return { key: 'ageHours', count: Math.floor(seconds / 3600) };
}

/** Bytes as "12.3 MB" (decimal units, as browsers report quota). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
