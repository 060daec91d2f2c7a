import sanitizeHtml from 'sanitize-html';

/**
 * What a report may keep of the editor's HTML: text formatting, lists, quotes and links. No
 * images, styles, classes or ids (nothing that loads, tracks or restyles the creator's page), and
 * links only to web and mail addresses, opened apart from the app.
 */
const REPORT_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'pre', 'code', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** The report as stored and sent back: the editor's HTML reduced to REPORT_RULES. */
export function sanitizeReportHtml(html: string): string {
  return sanitizeHtml(html, REPORT_RULES).trim();
}

/** True when the sanitised report shows nothing: no text at all once the tags are gone (an empty editor sends `<p><br></p>`). */
export function isEmptyReport(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
