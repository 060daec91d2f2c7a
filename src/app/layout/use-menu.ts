import { useMemo } from 'react';
import { buildMenu, type MenuSection } from '../menu/menu-rules';
import { useSession } from '../../ui/session/session-context';

/** The menu of the signed-in member. */
export function useMenu(): MenuSection[] {
  const { flags, permissionCodes } = useSession();
  return useMemo(() => buildMenu(flags, permissionCodes), [flags, permissionCodes]);
}
