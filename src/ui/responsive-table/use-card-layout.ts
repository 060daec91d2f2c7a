import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True below `md` (48em, 768 px): lists are stacked cards on a phone and tables from a tablet up.
 * Read from the media query on the first render (`ssr: false`), so a phone never draws the table first.
 */
export function useCardLayout(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}
