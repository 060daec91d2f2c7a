import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { deleteDiasporaReference } from '../store';
import { mockViewport } from '../../../ui/testing/viewport';
import { renderDiaspora } from '../test-render';
import { flags, LISTS, reference } from '../test-fixtures';
import { DiasporaListView } from './diaspora-list-view';
import { useDiasporaSearch } from './use-diaspora-search';

vi.mock('../store', async (importOriginal) => ({ ...(await importOriginal<typeof import('../store')>()), deleteDiasporaReference: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

// The list is a table only from 1536 px up (ResponsiveTable's tableFrom): these tests read its cells.
beforeEach(() => mockViewport(1600));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

interface HarnessProps {
  records: readonly LocalDiasporaReference[];
  statuses?: ReadonlyMap<string, LocalDiasporaStatus>;
  outbox?: OutboxRows;
  onStatus?: (key: string) => void;
  onEdit?: (key: string) => void;
}

/** The page's wiring of search, paging and the view, without the download around it. */
function Harness({ records, statuses = new Map(), outbox = new Map(), onStatus = vi.fn(), onEdit = vi.fn() }: HarnessProps) {
  const { paging, query, search } = useDiasporaSearch(records, 5);
  return (
    <DiasporaListView
      userId={7}
      paging={paging}
      query={query}
      statuses={statuses}
      lists={LISTS}
      outbox={outbox}
      onSearch={search}
      onAdd={vi.fn()}
      onStatus={onStatus}
      onEdit={onEdit}
    />
  );
}

const rows = () => screen.queryAllByTestId('diaspora-row');
const keys = () => rows().map((row) => row.dataset.key);

function search(fields: Record<string, string>) {
  const form = screen.getByTestId('diaspora-search');
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.submit(form);
}

async function openActions(row: HTMLElement) {
  fireEvent.click(within(row).getByTestId('diaspora-actions'));
  await screen.findByRole('menu');
}

/** As a tap does it: the menu selects the item the pointer went down on (highlighted first). */
async function chooseAction(name: RegExp) {
  fireEvent.pointerDown(screen.getByRole('menuitem', { name }));
  await waitFor(() => expect(screen.getByRole('menuitem', { name }).dataset.highlighted).toBe(''));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

// Chakra in happy-dom renders slowly; a search re-renders the whole form and table.
describe('DiasporaListView', { timeout: 15_000 }, () => {
  it("shows the spec's columns, formatted, with the row number over the pages of 5", () => {
    const records = Array.from({ length: 12 }, (_, i) => reference(String(i + 1)));
    records[0] = reference('1', {
      edit: { country_id: 6, reference_type: 2, has_referues: true, referues_name: 'Gjon', referues_surname: 'Marku', emigrant_phone: '+49 151 2' },
      evidenca: true,
    });
    const statuses = new Map([['1', flags('1', { per_registered: true, voted: true })]]);
    renderDiaspora(<Harness records={records} statuses={statuses} />);
    expect(rows()).toHaveLength(5);
    expect(screen.getByTestId('diaspora-pager-range').textContent).toBe('1-5 nga 12');
    const first = rows()[0] as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 11)).toEqual(['1', 'Ana', 'Hoxha', 'Petrit', '02-01-1980', 'Gjermania', 'Biznes', 'Shkodër', 'Vau i Dejës', 'Bushat', '+49 151 2']);
    // Evidence, PER, envelope, voted: a mark and its word for screen readers.
    expect(cells.slice(11, 15)).toEqual(['Po', 'Po', 'Jo', 'Po']);
    expect(cells[15]).toBe('Gjon Marku');
    expect(cells[16]).toBe('01-03-2025, 10:30');
    expect(first.dataset).toMatchObject({ perRegistered: 'true', envelopeReceived: 'false', voted: 'true', syncState: 'sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    expect(within(rows()[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('6');
  });

  const searchable = () => [
    reference('1', { voter: { name: 'Ërmal', father_name: 'Çlirim' }, edit: { country_id: 6 } }),
    reference('2', { edit: { reference_type: 2, has_referues: true, referues_name: 'Gjon', referues_surname: 'Marku' } }),
    reference('3', { evidenca: true, edit: { country_id: 7 } }),
    ...Array.from({ length: 6 }, (_, i) => reference(String(10 + i))),
  ];

  it('filters the device copy by folded prefixes of the text fields, back on page 1', () => {
    renderDiaspora(<Harness records={searchable()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    search({ Emri: 'erm' });
    expect(keys()).toEqual(['1']);
    expect(screen.getByTestId('diaspora-pager-range').textContent).toBe('1-1 nga 1');
    search({ Emri: '', Atësia: 'clir' });
    expect(keys()).toEqual(['1']);
    search({ Atësia: '', 'Mbiemri i referuesit': 'mar' });
    expect(keys()).toEqual(['2']);
    search({ 'Mbiemri i referuesit': '', 'Emri i referuesit': 'zzz' });
    expect(screen.getByText('Nuk ka të dhëna!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pastro' }));
    expect(screen.getByTestId('diaspora-pager-range').textContent).toBe('1-5 nga 9');
  });

  it('filters by reference type, country and evidence', () => {
    renderDiaspora(<Harness records={searchable()} />);
    search({ 'Lloji i referencës': '2' });
    expect(keys()).toEqual(['2']);
    search({ 'Lloji i referencës': '', 'Shteti i emigrimit': '7' });
    expect(keys()).toEqual(['3']);
    search({ 'Shteti i emigrimit': '', 'Në evidencë': 'yes' });
    expect(keys()).toEqual(['3']);
    search({ 'Në evidencë': 'no' });
    expect(screen.getByTestId('diaspora-pager-range').textContent).toBe('1-5 nga 8');
  });

  it("marks a row by its reference's change and its flags' change, attention first", () => {
    const records = [reference('1'), reference('2'), reference('3')];
    const statuses = new Map([
      ['2', flags('2', { voted: true })],
      ['3', flags('3', { voted: true })],
    ]);
    const outbox: OutboxRows = new Map([
      ['diaspora-status:2', { state: 'pending', lastError: null }],
      ['diaspora-reference:3', { state: 'attention', lastError: 'Kjo referencë u ndryshua në një pajisje tjetër.' }],
      ['diaspora-status:3', { state: 'pending', lastError: null }],
    ]);
    renderDiaspora(<Harness records={records} statuses={statuses} outbox={outbox} />);
    const byKey = (key: string) => rows().find((row) => row.dataset.key === key) as HTMLElement;
    expect(byKey('1').dataset.syncState).toBe('sent');
    expect(byKey('2').dataset.syncState).toBe('pending');
    expect(within(byKey('2')).getByText('Në pajisje')).toBeTruthy();
    expect(byKey('3').dataset.syncState).toBe('attention');
    expect(within(byKey('3')).getByText('Kjo referencë u ndryshua në një pajisje tjetër.')).toBeTruthy();
  });

  it('opens the voting status and the edit views from the row actions', async () => {
    const onStatus = vi.fn();
    const onEdit = vi.fn();
    renderDiaspora(<Harness records={[reference('4')]} onStatus={onStatus} onEdit={onEdit} />);
    const row = rows()[0] as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Veprime për referencën e Ana Hoxha' })).toBeTruthy();
    await openActions(row);
    await chooseAction(/Përditëso statusin e votimit/);
    expect(onStatus).toHaveBeenCalledWith('4');
    await openActions(row);
    await chooseAction(/Modifiko/);
    expect(onEdit).toHaveBeenCalledWith('4');
  });

  it('deletes after the confirmation, saying so once written on the device', async () => {
    const record = reference('4');
    renderDiaspora(<Harness records={[record]} />);
    await openActions(rows()[0] as HTMLElement);
    await chooseAction(/Fshi/);
    const dialog = await screen.findByTestId('diaspora-delete-dialog');
    expect(within(dialog).getByText('Jeni i sigurt që doni të fshini referencën e zgjedhur?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('diaspora-delete-confirm'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fshirja u krye me sukses!'));
    expect(deleteDiasporaReference).toHaveBeenCalledWith(7, record);
  });
});
