import { useBreakpointValue } from '@chakra-ui/react';

/** The width from which a list is a table: `md` (768 px) for most, wider for a list of many columns. */
export type TableFrom = 'md' | 'lg' | 'xl' | '2xl';

/**
 * True below `from` (`md`, 48em, by default): lists are stacked cards on a phone and tables from a
 * tablet up. Read from the media query on the first render (`ssr: false`), so a phone never draws
 * the table first.
 */
export function useCardLayout(from: TableFrom = 'md'): boolean {
  return useBreakpointValue({ base: true, [from]: false }, { ssr: false }) ?? false;
}
