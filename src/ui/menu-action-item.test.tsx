import { ChakraProvider, defaultSystem, Menu } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuActionItem } from './menu-action-item';

afterEach(cleanup);

function renderMenu(item: React.ReactNode) {
  render(
    <ChakraProvider value={defaultSystem}>
      <Menu.Root defaultOpen>
        <Menu.Trigger>Menu</Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>{item}</Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </ChakraProvider>,
  );
}

/** A tap whose click arrives before React has rendered the highlight its pointerdown set. */
function quickTap(element: HTMLElement): void {
  act(() => {
    fireEvent.pointerDown(element, { pointerType: 'touch' });
    fireEvent.pointerUp(element, { pointerType: 'touch' });
    fireEvent.click(element);
  });
}

/** Lets the menu's microtasks, timers and renders run. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('a menu item action', () => {
  it('is lost by the menu\'s own select on a quick tap (why MenuActionItem exists)', async () => {
    const onSelect = vi.fn();
    renderMenu(
      <Menu.Item value="logout" onSelect={onSelect}>
        Dil
      </Menu.Item>,
    );
    quickTap(await screen.findByRole('menuitem', { name: 'Dil' }));
    await settle();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('runs once on a quick tap', async () => {
    const onAction = vi.fn();
    renderMenu(
      <MenuActionItem value="logout" onAction={onAction}>
        Dil
      </MenuActionItem>,
    );
    quickTap(await screen.findByRole('menuitem', { name: 'Dil' }));
    await settle();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('runs once when chosen with the keyboard', async () => {
    const onAction = vi.fn();
    renderMenu(
      <MenuActionItem value="logout" onAction={onAction}>
        Dil
      </MenuActionItem>,
    );
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await settle();
    fireEvent.keyDown(menu, { key: 'Enter' });
    await settle();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const onAction = vi.fn();
    renderMenu(
      <MenuActionItem value="cancel" disabled onAction={onAction}>
        Anullo
      </MenuActionItem>,
    );
    quickTap(await screen.findByRole('menuitem', { name: 'Anullo' }));
    await settle();
    expect(onAction).not.toHaveBeenCalled();
  });
});
