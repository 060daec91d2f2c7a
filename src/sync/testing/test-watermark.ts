import { WATERMARK_HEADER } from '../../contract/headers';

let last = 0;

/**
 * The next value of a test's stand-in for the server's change watermark (server/http/watermark.ts):
 * one counter for every fake answer in a test file, so "a list read before the acknowledgement"
 * is a watermark taken before it.
 */
export function nextWatermark(): number {
  last += 1;
  return last;
}

/** The answer with a fresh watermark header, unless it already has one (as the real server's answers do). */
export function stamped(answer: Response): Response {
  if (answer.headers.has(WATERMARK_HEADER)) return answer;
  const headers = new Headers(answer.headers);
  headers.set(WATERMARK_HEADER, String(nextWatermark()));
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
