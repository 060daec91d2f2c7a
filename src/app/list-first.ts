/**
 * The voting-day screens. Opened afresh, they draw their first rows before Chakra's system and the
 * frame's top bar and menus (which wait for those rows): a cold start and its first taps meet only
 * the list, in static CSS.
 */
export const LIST_FIRST: ReadonlySet<string> = new Set(['/observer-module', '/patronager-module']);
