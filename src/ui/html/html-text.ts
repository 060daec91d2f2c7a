import DOMPurify from 'dompurify';

// The text helpers live apart from DOMPurify (about 11 KiB) so that screens needing only text,
// like the top bar's notifications, do not load it.
export { htmlToText, truncate } from './plain-text';

/**
 * HTML from the server made safe to render: DOMPurify's HTML profile (no script, no event
 * handlers, no javascript: URLs, no SVG or MathML), and no forms, frames or styles that could
 * dress up as the app's own controls.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
