import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldText } from '../../src/lib/fold-text';

/** LIKE's wildcards and its escape character (backslash, the default), taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The SQL side of foldText (src/lib/fold-text.ts): ë→e and ç→c before lower(), because lower()
 * folds only ASCII under the C collation; both sides then agree on Albanian names.
 */
export function foldedColumn(column: AnyColumn): SQL {
  return sql`lower(translate(${column}, 'ëËçÇ', 'eEcC'))`;
}

/**
 * Ascending by the folded text in byte order (~<~, text_pattern_ops' order): the order of the
 * folded-name index on voters, so a search ordered by it reads the index in order and stops at its
 * LIMIT instead of sorting every match. Folded Albanian names are plain ASCII, so this is alphabetical.
 */
export function foldedOrder(column: AnyColumn): SQL {
  return sql`${foldedColumn(column)} using ~<~`;
}

/**
 * `column` starts with what the member typed, ignoring case, ë and ç (spec 02 §5). Absent or blank
 * text is no condition (undefined), which drizzle's and() skips.
 */
export function foldedPrefix(column: AnyColumn, typed: string | undefined): SQL | undefined {
  const folded = foldText(typed?.trim() ?? '');
  if (folded === '') return undefined;
  return sql`${foldedColumn(column)} like ${`${escapeLike(folded)}%`}`;
}

/** `column` contains what the member typed anywhere, ignoring case, ë and ç (title searches). */
export function foldedContains(column: AnyColumn, typed: string | undefined): SQL | undefined {
  const folded = foldText(typed?.trim() ?? '');
  if (folded === '') return undefined;
  return sql`${foldedColumn(column)} like ${`%${escapeLike(folded)}%`}`;
}
