import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LocalFtvVoter } from '../../../db/database';
import { useLocalSearch } from '../../../ui/offline-list/use-local-search';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { PREFERENCE_MAP, ftvItem, localFtv } from '../test-fixtures';
import { renderFtv } from '../test-render';
import { EMPTY_FTV_QUERY, FtvListView } from './ftv-list-view';

vi.mock('../store', () => ({ ftvRowKey: (id: number) => `ftv-voter:${id}` }));

afterEach(cleanup);

/** Voter 3 is Ëndrit Çela at 1201/02 with nid K00000003B; the others are Era Dema nn at 11xx. */
function records(n: number): LocalFtvVoter[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const special = id === 3 ? { name: 'Ëndrit', surname: 'Çela', qv: { code: '1201/02' }, gender: 'M' as const } : {};
    return localFtv(ftvItem(id, {}, special));
  });
}

/** The page's wiring of search, paging and the view, without the download around it. */
function Harness({ all, outbox = new Map(), onEdit = vi.fn() }: { all: readonly LocalFtvVoter[]; outbox?: OutboxRows; onEdit?: (id: number) => void }) {
  const { paging, search } = useLocalSearch(all, EMPTY_FTV_QUERY, 10);
  return <FtvListView paging={paging} preferences={PREFERENCE_MAP} outbox={outbox} onSearch={search} onEdit={onEdit} />;
}

const rows = () => screen.queryAllByTestId('ftv-row');
const ids = () => rows().map((row) => row.dataset.id);
const byId = (id: number) => rows().find((row) => row.dataset.id === String(id)) as HTMLElement;

function search(fields: Partial<Record<'Kodi' | 'Emri' | 'Mbiemri' | 'Kodi i QV-së', string>>) {
  const form = screen.getByTestId('ftv-search');
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.submit(form);
}

describe('FtvListView — the table', () => {
  it("shows the spec's columns: names, father's name, DD-MM-YYYY, gender, QV, preference and safety", () => {
    const all = records(3);
    all[0] = localFtv(ftvItem(1), { political_preference_id: 3, safety_rating: 2 });
    renderFtv(<Harness all={all} />);
    const headers = within(screen.getByTestId('ftv-table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Emri', 'Mbiemri', 'Atësia', 'Datëlindja', 'Gjinia', 'Kodi i QV-së', 'Preferenca politike', 'Siguria', 'Gjendja', 'Veprime']);
    const cells = within(byId(1))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 8)).toEqual(['Era', 'Dema 01', 'Ilir', '09-03-2007', 'Femër', '1101', 'Kundër', 'I pasigurt']);
    expect(within(byId(3)).getByText('Mashkull')).toBeTruthy();
    // Not assessed: no preference and the neutral tag.
    expect(within(byId(2)).getByTestId('ftv-preference').textContent).toBe('—');
    expect(within(byId(2)).getByTestId('ftv-safety').textContent).toBe('Pa vlerësuar');
  });

  it('marks each row with its sync state and opens the form or the conflict', () => {
    const outbox: OutboxRows = new Map([
      ['ftv-voter:1', { state: 'pending', lastError: null }],
      ['ftv-voter:2', { state: 'attention', lastError: 'Ky votues u ndryshua në një pajisje tjetër.' }],
    ]);
    const onEdit = vi.fn();
    renderFtv(<Harness all={records(3)} outbox={outbox} onEdit={onEdit} />);
    expect(byId(1).dataset.syncState).toBe('pending');
    expect(within(byId(1)).getByText('Në pajisje')).toBeTruthy();
    expect(byId(2).dataset.syncState).toBe('attention');
    expect(within(byId(2)).getByText('Ky votues u ndryshua në një pajisje tjetër.')).toBeTruthy();
    expect(byId(3).dataset.syncState).toBe('sent');
    fireEvent.click(within(byId(1)).getByRole('button', { name: 'Ndrysho preferencën e Era Dema 01' }));
    fireEvent.click(within(byId(2)).getByRole('button', { name: 'Zgjidh konfliktin e Era Dema 02' }));
    expect(onEdit.mock.calls).toEqual([[1], [2]]);
  });

  it('pages 40 voters by 10 with the x-y nga N caption', () => {
    renderFtv(<Harness all={records(40)} />);
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('ftv-pager-range').textContent).toBe('1-10 nga 40');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    expect(screen.getByTestId('ftv-pager-range').textContent).toBe('11-20 nga 40');
  });
});

describe('FtvListView — the search over the device copy', () => {
  it('filters by code (the nid), ignoring case', () => {
    renderFtv(<Harness all={records(20)} />);
    search({ Kodi: 'k0000001' });
    expect(ids()).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    search({ Kodi: 'K00000003B' });
    expect(ids()).toEqual(['3']);
  });

  it('filters by first name and surname by prefix, treating ë as e and ç as c', () => {
    renderFtv(<Harness all={records(20)} />);
    search({ Emri: 'end' });
    expect(ids()).toEqual(['3']);
    search({ Emri: '', Mbiemri: 'cel' });
    expect(ids()).toEqual(['3']);
    search({ Mbiemri: 'dema 1' });
    expect(ids()).toHaveLength(10);
  });

  it('filters by polling-station code, every filled field together', () => {
    renderFtv(<Harness all={records(20)} />);
    search({ 'Kodi i QV-së': '1201' });
    expect(ids()).toEqual(['3']);
    search({ 'Kodi i QV-së': '1102', Mbiemri: 'dema 0' });
    expect(ids()).toEqual(['2', '5', '8']);
  });

  it('starts again at page 1, and reads the empty text when nothing matches', () => {
    renderFtv(<Harness all={records(40)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    search({ Emri: 'era' });
    expect(screen.getByTestId('ftv-pager-range').textContent).toBe('1-10 nga 39');
    search({ Emri: 'zzz' });
    expect(screen.getByTestId('ftv-table-empty').textContent).toBe('Nuk ka të dhëna!');
    fireEvent.click(screen.getByRole('button', { name: 'Pastro' }));
    expect(rows()).toHaveLength(10);
  });
});
