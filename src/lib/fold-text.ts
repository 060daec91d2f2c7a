/**
 * Folds text for the voting-day prefix search: lowercase, ë→e, ç→c (spec 02 §5).
 * NFC first, so an "e" typed with a combining diaeresis folds the same as a precomposed "ë".
 * Other letters are kept as they are: the spec names only these two.
 */
export function foldText(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/ë/g, 'e').replace(/ç/g, 'c');
}
