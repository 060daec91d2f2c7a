/**
 * The meeting room of a conference code under the configured meeting service (for example
 * 'https://meet.example.org'), or null when none is configured or it is not an http(s) address:
 * the app then links nowhere outside itself.
 */
export function conferenceRoomUrl(base: string | undefined, code: string): string | null {
  const trimmed = (base ?? '').trim().replace(/\/+$/, '');
  if (!trimmed || !code) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `${trimmed}/${encodeURIComponent(code)}`;
}

/** VITE_CONFERENCE_BASE_URL, empty by default. */
export function configuredMeetingBase(): string | undefined {
  return (import.meta.env as Record<string, string | undefined>).VITE_CONFERENCE_BASE_URL;
}
