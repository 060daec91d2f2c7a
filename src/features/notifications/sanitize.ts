import DOMPurify from 'dompurify';

/** The description for the detail view: only harmless markup survives (no script, handler, frame or javascript: link). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
