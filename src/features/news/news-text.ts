import { foldText } from '../../lib/fold-text';

export { htmlToText, sanitizeHtml as sanitizeNewsHtml, truncate } from '../../ui/html/html-text';

/** Spec 02 §5: the grid's cards show 80 characters of the title and 110 of the content. */
export const CARD_LIMITS = { title: 80, content: 110 } as const;
/** …and the reader's 'latest news' cards 50 and 100. */
export const LATEST_LIMITS = { title: 50, content: 100 } as const;

/** The server's title rule (contract/news.ts): anywhere in the title, ignoring case, ë and ç. */
export function titleMatches(title: string, query: string): boolean {
  const folded = foldText(query.trim());
  return folded === '' || foldText(title).includes(folded);
}
