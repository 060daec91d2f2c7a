// From plain-text, not html-text: the top bar's dropdown uses `preview`, and must not load DOMPurify.
import { htmlToText, truncate } from '../../ui/html/plain-text';

export { truncate };
/** The notifications list shows a description's text only. */
export const stripTags = htmlToText;

/** Spec 02 §5: the notifications table cuts the title at 50 characters and the description at 90. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 90;

/** A table cell of the notifications list: tags stripped, then cut. */
export function preview(html: string, max: number): string {
  return truncate(htmlToText(html), max);
}

/** True when the description holds markup; plain text is shown as text, keeping its line breaks. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}
