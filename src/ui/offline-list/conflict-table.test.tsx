import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { areaRenderer } from '../testing/render-area';
import { ConflictTable, conflictRows } from './conflict-table';
import { notifyError, notifySuccess } from './notify';

vi.mock('./notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const render = areaRenderer('area', {});
const TEXTS = { title: 'Titulli', intro: 'Hyrja', resolved: 'U ruajt', failed: 'Dështoi' };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('conflictRows', () => {
  it('labels each field, shows both sides and marks where the values differ', () => {
    const rows = conflictRows(
      [
        ['a', 'label.a'],
        ['b', 'label.b'],
      ],
      { a: 1, b: 'x' },
      { a: 2, b: 'x' },
      (key) => `<${key}>`,
      (field, values, side) => `${side}:${String(values[field])}`,
    );
    expect(rows).toEqual([
      { field: 'a', label: '<label.a>', mine: 'mine:1', theirs: 'theirs:2', differs: true },
      { field: 'b', label: '<label.b>', mine: 'mine:x', theirs: 'theirs:x', differs: false },
    ]);
  });

  it('marks the contested fields', () => {
    const rows = conflictRows([['a', 'a'], ['b', 'b']], { a: 1, b: 1 }, { a: 2, b: 2 }, String, () => '', ['b']);
    expect(rows.map((row) => row.contested)).toEqual([undefined, true]);
  });

  it('treats a side without a copy as differing wherever the other has a value', () => {
    const rows = conflictRows<{ a: string | null }, { a: string | null } | null>([['a', 'a']], { a: 'x' }, null, String, () => '');
    expect(rows[0]?.differs).toBe(true);
  });
});

describe('ConflictTable', () => {
  const rows = [
    { field: 'city', label: 'Qyteti', mine: 'Tiranë', theirs: 'Durrës', differs: true },
    { field: 'name', label: 'Emri', mine: 'Ana', theirs: 'Ana', differs: false },
  ];

  it('shows the texts, both versions and the shared words, differing rows marked', () => {
    render(<ConflictTable testId="x-conflict" rows={rows} texts={TEXTS} reason="409" onConfirm={vi.fn()} onResolved={vi.fn()} logTag="x" />);
    const view = screen.getByTestId('x-conflict');
    expect(view.textContent).toContain('Titulli');
    expect(view.textContent).toContain('Hyrja');
    expect(screen.getByTestId('conflict-reason').textContent).toBe('409');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fusha', 'Ndryshimi im', 'Në server']);
    const [city, name] = screen.getAllByTestId('conflict-row') as [HTMLElement, HTMLElement];
    expect(city.dataset.differs).toBe('true');
    expect(city.textContent).toContain('ndryshon');
    expect(within(city).getByTestId('conflict-mine').textContent).toBe('Tiranë');
    expect(within(city).getByTestId('conflict-server').textContent).toBe('Durrës');
    expect(name.dataset.differs).toBe('false');
    expect(name.textContent).not.toContain('ndryshon');
    expect(screen.getByTestId('conflict-confirm').textContent).toBe('Ruaj zgjedhjen');
    cleanup();
    render(<ConflictTable testId="x-conflict" rows={contested} texts={TEXTS} reason="409" onConfirm={vi.fn()} onResolved={vi.fn()} logTag="x" />);
    expect(screen.getByTestId('conflict-keep-mine').textContent).toBe('Mbaj ndryshimin tim');
    expect(screen.getByTestId('conflict-take-server').textContent).toBe('Merr vlerat e serverit');
  });

  it("uses the area's own words where it gives them", () => {
    render(<ConflictTable testId="x" rows={contested} texts={{ ...TEXTS, differs: 'tjetër', takeServer: 'Hiq' }} reason={null} onConfirm={vi.fn()} onResolved={vi.fn()} logTag="x" />);
    expect(screen.queryByTestId('conflict-reason')).toBeNull();
    expect(screen.getAllByTestId('conflict-row')[0]?.textContent).toContain('tjetër');
    expect(screen.getByTestId('conflict-take-server').textContent).toBe('Hiq');
  });

  const contested = [{ ...rows[0]!, contested: true }, { field: 'phone', label: 'Telefoni', mine: '0691', theirs: '0692', differs: true, contested: true }, rows[1]!];

  it('asks for a side on each contested field only, then stores the choices at one confirm', async () => {
    const confirm = vi.fn((_: unknown) => Promise.resolve());
    const resolved = vi.fn();
    render(<ConflictTable testId="x" rows={contested} texts={TEXTS} reason={null} onConfirm={confirm} onResolved={resolved} logTag="x" />);
    const [city, phone, name] = screen.getAllByTestId('conflict-row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(name).queryByRole('button')).toBeNull();
    const confirmButton = screen.getByTestId<HTMLButtonElement>('conflict-confirm');
    expect(confirmButton.disabled).toBe(true);
    fireEvent.click(within(city).getByTestId('conflict-choose-mine'));
    expect(within(city).getByTestId('conflict-choose-mine').getAttribute('aria-pressed')).toBe('true');
    expect(within(city).getByTestId('conflict-choose-server').getAttribute('aria-pressed')).toBe('false');
    expect(confirmButton.disabled).toBe(true);
    fireEvent.click(within(phone).getByTestId('conflict-choose-server'));
    expect(phone.dataset.choice).toBe('theirs');
    expect(within(phone).getByTestId('conflict-choose-server').textContent).toBe('0692');
    fireEvent.click(confirmButton);
    await waitFor(() => expect(resolved).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith({ city: 'mine', phone: 'theirs' });
    expect(notifySuccess).toHaveBeenCalledWith('U ruajt');
  });

  it("'keep mine' and 'take the server's' choose one side on every contested field", async () => {
    const confirm = vi.fn((_: unknown) => Promise.resolve());
    render(<ConflictTable testId="x" rows={contested} texts={TEXTS} reason={null} onConfirm={confirm} onResolved={vi.fn()} logTag="x" />);
    fireEvent.click(screen.getByTestId('conflict-take-server'));
    expect(screen.getAllByTestId('conflict-row').map((row) => row.dataset.choice)).toEqual(['theirs', 'theirs', undefined]);
    fireEvent.click(screen.getByTestId('conflict-keep-mine'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ city: 'mine', phone: 'mine' }));
  });

  it('with nothing contested, confirming keeps the other changes at once', async () => {
    const confirm = vi.fn((_: unknown) => Promise.resolve());
    render(<ConflictTable testId="x" rows={rows} texts={TEXTS} reason={null} onConfirm={confirm} onResolved={vi.fn()} logTag="x" />);
    expect(screen.queryByTestId('conflict-keep-mine')).toBeNull();
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({}));
  });

  it('says when the choice could not be stored and lets the member choose again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirm = vi.fn(() => Promise.reject(new Error('disk')));
    const resolved = vi.fn();
    render(<ConflictTable testId="x" rows={contested} texts={TEXTS} reason={null} onConfirm={confirm} onResolved={resolved} logTag="x" />);
    fireEvent.click(screen.getByTestId('conflict-take-server'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Dështoi'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('conflict-confirm').disabled).toBe(false));
    expect(resolved).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('x: conflict resolution failed', expect.any(Error));
  });
});
