import { Menu } from '@chakra-ui/react';

type MenuActionItemProps = Omit<Menu.ItemProps, 'onSelect' | 'onClick'> & {
  /** Runs when the item is tapped, clicked, or chosen with Enter or Space. */
  onAction: () => void;
};

/**
 * A menu item whose action runs on the item's own click, not on the menu's "select".
 *
 * Zag's select looks up the highlighted item in React state. The pointerdown sets it from a
 * microtask, and React commits it in a later default-priority render. A quick tap on a busy phone
 * can click before that render lands, and then the menu closes without running the action (seen as
 * a rare "Dil" that did nothing, and a row action that opened nothing). The click event always
 * reaches the item, and the keyboard works too: Enter or Space on a highlighted item clicks it.
 */
export function MenuActionItem({ onAction, disabled, ...rest }: MenuActionItemProps) {
  return (
    <Menu.Item
      {...rest}
      disabled={disabled}
      onClick={() => {
        if (!disabled) onAction();
      }}
    />
  );
}
