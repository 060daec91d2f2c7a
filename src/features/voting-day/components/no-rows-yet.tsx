import { useEffect } from 'react';
import { afterPaint } from '../../../lib/after-paint';
import { noteFirstRowsPainted } from '../../../ui/first-rows';

/**
 * Rendered where voting day first shows something other than rows (a station to choose, no
 * access, nothing on the device and no download running): once that is painted the frame need not wait
 * for rows any longer (src/ui/first-rows.ts), so its top bar and the Chakra-built parts come now.
 */
export function NoRowsYet() {
  useEffect(() => afterPaint(noteFirstRowsPainted), []);
  return null;
}
