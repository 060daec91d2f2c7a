/** The first `max` characters and '...' when there were more (whole code points: an emoji is never cut in half). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
}

// Closing a block starts a new word: '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
const BLOCK_END = /<(?:br\b[^>]*|\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)\s*)>/gi;

/**
 * The text of an HTML fragment (news content, a notification's description): parsed in an inert
 * document (DOMParser runs no script and loads no image), tags dropped, entities decoded,
 * whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, (tag) => `${tag} `), 'text/html');
  // A script's or style's source is not part of what the author wrote for the reader.
  doc.body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
