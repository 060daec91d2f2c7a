import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Each test gets a fresh module: whether the list is wanted is module state.
beforeEach(() => vi.resetModules());

async function renderToaster() {
  const module = await import('./toaster');
  const { AppToaster } = module;
  render(
    <ChakraProvider value={defaultSystem}>
      <AppToaster />
    </ChakraProvider>,
  );
  return module;
}

const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('the toast list', () => {
  it('is not mounted until a signed-in frame or a toast asks for it', async () => {
    await renderToaster();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(toastGroup()).toBeNull();
  });

  it('mounts when the signed-in frame asks, before any toast', async () => {
    const { mountToastList } = await renderToaster();
    act(() => mountToastList());
    await vi.waitFor(() => expect(toastGroup()).not.toBeNull());
  });

  it('shows a toast created before it was loaded', async () => {
    const { toaster } = await renderToaster();
    act(() => {
      toaster.create({ type: 'warning', title: 'Kujdes' });
    });
    expect(await screen.findByText('Kujdes')).toBeTruthy();
  });

  it('shows a toast created before it was rendered at all', async () => {
    const { toaster } = await import('./toaster');
    toaster.create({ type: 'info', title: 'Më parë' });
    await renderToaster();
    expect(await screen.findByText('Më parë')).toBeTruthy();
  });
});

describe('the toast list in the member’s language', () => {
  it('labels its region and close button in Albanian, and in English once chosen', async () => {
    const { i18next } = await import('../i18n/i18n');
    const { toaster } = await renderToaster();
    act(() => {
      toaster.create({ type: 'info', title: 'Ruajtur' });
    });
    await screen.findByText('Ruajtur');
    expect(toastGroup()?.getAttribute('aria-label')).toBe('Njoftime');
    expect(screen.getByRole('button', { name: 'Mbyll njoftimin' })).toBeTruthy();
    await act(() => i18next.changeLanguage('en'));
    await vi.waitFor(() => expect(toastGroup()?.getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
    await act(() => i18next.changeLanguage('sq'));
  });
});
