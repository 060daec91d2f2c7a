import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../testing/viewport';
import { ResponsiveTable, type ListColumn } from './responsive-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Task {
  id: number;
  name: string;
  end: string;
  status: string;
}

const columns: ListColumn<Task>[] = [
  { id: 'number', header: 'Nr.', cell: (_task, index) => index + 1, card: 'none' },
  { id: 'name', header: 'Detyra', cell: (task) => task.name, card: 'title' },
  { id: 'end', header: 'Përfundon', cell: (task) => task.end },
  { id: 'status', header: 'Statusi', cell: (task) => task.status, card: 'state' },
  { id: 'open', header: 'Veprime', cell: (task) => <button type="button">{`Hap ${task.name}`}</button>, card: 'actions', hiddenHeader: true },
];

const rows: Task[] = [
  { id: 7, name: 'Takim', end: '15-12-2026', status: 'E pakryer' },
  { id: 9, name: 'Fushatë', end: '20-12-2026', status: 'E kryer' },
];

function renderList(list: readonly Task[] = rows) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ResponsiveTable rows={list} columns={columns} rowKey={(task) => task.id} rowProps={(task) => ({ 'data-testid': 'task-row', 'data-id': task.id })} testId="tasks" />
    </ChakraProvider>,
  );
}

describe('a responsive list', () => {
  it('is a table with every column from md (768 px) up', () => {
    mockViewport(1280);
    renderList();
    const table = screen.getByTestId('tasks');
    expect(table.tagName).toBe('TABLE');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nr.', 'Detyra', 'Përfundon', 'Statusi', 'Veprime']);
    expect(screen.getAllByTestId('task-row').map((row) => row.tagName)).toEqual(['TR', 'TR']);
  });

  it('is a list of cards on a phone: title, state, labelled facts and actions, no row number', () => {
    mockViewport(390);
    renderList();
    expect(screen.getByTestId('tasks').tagName).toBe('UL');
    const cards = screen.getAllByTestId('task-row');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI']);
    const first = within(cards[0]!);
    expect(first.getByText('Takim')).toBeTruthy();
    expect(first.getByText('E pakryer')).toBeTruthy();
    expect(first.getByText('Përfundon').tagName).toBe('DT');
    expect(first.getByText('15-12-2026').tagName).toBe('DD');
    expect(first.getByRole('button', { name: 'Hap Takim' })).toBeTruthy();
    expect(first.queryByText('Nr.')).toBeNull();
    expect(cards[0]!.getAttribute('data-id')).toBe('7');
  });

  it.each([1280, 390])('opens a row when its row or card is pressed (%i px), named by its heading', (width) => {
    mockViewport(width);
    const open = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <h2 id="tasks-heading">Detyrat</h2>
        <ResponsiveTable rows={rows} columns={columns} rowKey={(task) => task.id} rowProps={() => ({ 'data-testid': 'task-row' })} onRowClick={open} labelledBy="tasks-heading" testId="tasks" />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('tasks').getAttribute('aria-labelledby')).toBe('tasks-heading');
    fireEvent.click(within(screen.getAllByTestId('task-row')[1]!).getByText('20-12-2026'));
    expect(open).toHaveBeenCalledWith(rows[1]);
  });

  it('stays cards on a laptop when the table starts wider (a list of many columns), and is a table from there', () => {
    mockViewport(1280);
    const wide = () => <ResponsiveTable rows={rows} columns={columns} rowKey={(task) => task.id} testId="tasks" tableFrom="2xl" />;
    const { unmount } = render(<ChakraProvider value={defaultSystem}>{wide()}</ChakraProvider>);
    expect(screen.getByTestId('tasks').tagName).toBe('UL');
    unmount();
    vi.restoreAllMocks();
    mockViewport(1600);
    render(<ChakraProvider value={defaultSystem}>{wide()}</ChakraProvider>);
    expect(screen.getByTestId('tasks').tagName).toBe('TABLE');
  });

  it('says there is nothing to show instead of an empty table or list', () => {
    mockViewport(390);
    renderList([]);
    expect(screen.queryByTestId('tasks')).toBeNull();
    expect(screen.getByTestId('tasks-empty')).toBeTruthy();
  });
});
