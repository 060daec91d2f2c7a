import { Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MenuPartProps } from './deferred-menu';

type ContentProps = Omit<Menu.ContentProps, 'children'>;

/**
 * What the top bar's three menus share: anchored under their button's right edge, in a portal, and
 * mounted open (a DeferredMenu mounts its menu on the tap that opens it).
 */
export function TopBarMenuFrame({ trigger, contentProps, children }: MenuPartProps & { contentProps: ContentProps; children: ReactNode }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...contentProps}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
