import DOMPurify from 'dompurify';
import { foldText } from '../../lib/fold-text';

/** Spec 02 §5: the grid's cards show 80 characters of the title and 110 of the content. */
export const CARD_LIMITS = { title: 80, content: 110 } as const;
/** …and the reader's 'latest news' cards 50 and 100. */
export const LATEST_LIMITS = { title: 50, content: 100 } as const;

/** The first `max` characters and '...' when there were more (whole code points: an emoji is never cut in half). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
}

// Closing a block starts a new word: '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
const BLOCK_END = /<(?:br\b[^>]*|\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)\s*)>/gi;

/**
 * The content's text for a card: the HTML parsed in an inert document (DOMParser runs no script
 * and loads no image), tags dropped, entities decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, (tag) => `${tag} `), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The reader's HTML: DOMPurify's HTML profile (no script, no event handlers, no javascript:
 * URLs, no SVG or MathML), and no forms or styles that could dress up as the app's own controls.
 */
export function sanitizeNewsHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** The server's title rule (contract/news.ts): anywhere in the title, ignoring case, ë and ç. */
export function titleMatches(title: string, query: string): boolean {
  const folded = foldText(query.trim());
  return folded === '' || foldText(title).includes(folded);
}
