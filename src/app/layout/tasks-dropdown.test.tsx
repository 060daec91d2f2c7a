import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import type { UserNotifications } from '../../contract/auth';
import { system } from '../theme/system';
import { TasksDropdown } from './tasks-dropdown';

afterEach(cleanup);

const TASKS = {
  task_nr: 1,
  member_tasks: [{ id: 7, start_date: '2025-03-01T09:00:00Z', task: { name: 'Takim në lagje', create_member: { name: 'Ana', surname: 'Hoxha' } } }],
} as unknown as UserNotifications;

function renderDropdown() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <TasksDropdown tasks={TASKS} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('a top-bar menu loaded on first use', () => {
  it('shows its button and count before the menu code is loaded, as a menu button', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: /1/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByTestId('task-count').textContent).toBe('1');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first tap once its code has loaded, with the items', async () => {
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: /1/ }));
    expect(await screen.findByRole('menuitem', { name: /Takim në lagje/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Shiko të gjitha' })).toBeTruthy();
  });
});
