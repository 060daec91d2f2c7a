/** Spec 02 §5: the notifications table cuts the title at 50 characters and the description at 90. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 90;

/** The text of an HTML fragment: tags become spaces (so list items do not run together), entities are decoded, whitespace collapses. */
export function stripTags(html: string): string {
  const withoutTags = html.replace(/<[^>]*>/g, ' ');
  // No tags are left, so this parse only decodes entities; a document made by DOMParser runs no
  // script and loads nothing.
  const decoded = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent;
  return decoded.replace(/\s+/g, ' ').trim();
}

/** The first `max` characters, with '...' when something was cut (as the original did). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}

/** A table cell of the notifications list: tags stripped, then cut. */
export function preview(html: string, max: number): string {
  return truncate(stripTags(html), max);
}

/** True when the description holds markup; plain text is shown as text, keeping its line breaks. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}
