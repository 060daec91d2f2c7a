import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { db, type OutboxRow } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { createEmigrantReference, deleteEmigrantReference, downloadCountries, downloadEmigrantReferences } from '../store';
import { GERMANY, ITALY, USER, localReference } from '../test-fixtures';
import { renderEmigrant } from '../test-render';
import EmigrantPage from './emigrant-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../store', () => ({
  downloadEmigrantReferences: vi.fn(() => Promise.resolve()),
  downloadCountries: vi.fn(() => Promise.resolve()),
  emigrantRowKey: (record: { key: string }) => `emigrant-reference:${record.key}`,
  createEmigrantReference: vi.fn(() => Promise.resolve('local-1')),
  saveEmigrantReference: vi.fn(() => Promise.resolve()),
  deleteEmigrantReference: vi.fn(() => Promise.resolve()),
  resolveEmigrantConflict: vi.fn(() => Promise.resolve()),
  takeServerEmigrantEdit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function renderPage(path = '/emigrant') {
  renderEmigrant(
    <MemoryRouter initialEntries={[path]}>
      <EmigrantPage />
    </MemoryRouter>,
  );
}

/** Twelve references, one a day from 1 March 2025 (newest last), every third in Germany. */
async function storeTwelve() {
  const records = Array.from({ length: 12 }, (_, i) =>
    localReference({
      key: String(100 + i),
      country: i % 3 === 0 ? GERMANY : ITALY,
      createDate: `2025-03-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
      edit: { name: i === 4 ? 'Ëlira' : `Emër${i}`, surname: 'Shehu' },
    }),
  );
  await db.emigrantReferences.bulkPut(records);
  await db.countries.bulkPut([ITALY, GERMANY]);
  await db.meta.put({ key: downloadedAtKey('emigrant', USER), value: Date.now() });
}

function attentionRow(key: string): OutboxRow {
  return {
    key: `emigrant-reference:${key}`,
    kind: 'emigrant-reference',
    userId: USER,
    desired: {},
    version: 1,
    state: 'attention',
    attempts: 1,
    nextAttemptAt: 0,
    lastError: 'Kjo referencë u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
    attentionStatus: 409,
    createdAt: 0,
    updatedAt: 0,
    sentVersion: null,
  };
}

const count = () => screen.getByTestId('emigrant-count');
const rowKeys = () => screen.queryAllByTestId('emigrant-row').map((row) => row.dataset.key);

/** Fills the filter form (labels as on screen) and presses Kërko; the copy is filtered at once. */
function search(fields: Record<string, string>) {
  const form = screen.getByTestId('emigrant-search');
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Kërko' }));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

// Whole-page renders of a ten-row Chakra table take a few seconds in happy-dom on a busy machine.
describe('/emigrant — the list', { timeout: 15_000 }, () => {
  it('opens from the device with no signal, newest first, ten a page, and downloads nothing', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Referencat për emigrantë');
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    expect(rowKeys()[0]).toBe('111');
    expect(count().textContent).toBe('12 referenca');
    expect(screen.getByTestId('emigrant-pager-range').textContent).toBe('1-10 nga 12');
    expect(screen.getByTestId('emigrant-refresh-offline')).toBeTruthy();
    expect(downloadEmigrantReferences).not.toHaveBeenCalled();
  });

  it('filters the copy by a text prefix (ë as e); one match reads in the singular', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    search({ Emri: 'eli' });
    expect(rowKeys()).toEqual(['104']);
    expect(count().textContent).toBe('1 referencë');
  });

  it('filters the copy by country, in the plural', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    search({ Shteti: String(GERMANY.id) });
    expect(rowKeys()).toEqual(['109', '106', '103', '100']);
    expect(count().textContent).toBe('4 referenca');
  });

  it("filters the copy by the creation-day range, both ends included; none left reads 'Nuk ka të dhëna!'; Pastro shows all", async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    search({ 'Nga data': '03-03-2025', 'Deri më': '05-03-2025' });
    expect(rowKeys()).toEqual(['104', '103', '102']);
    search({ 'Nga data': '01-04-2025', 'Deri më': '' });
    expect(count().textContent).toBe('0 referenca');
    expect(screen.getByTestId('emigrant-table-empty').textContent).toBe('Nuk ka të dhëna!');
    fireEvent.click(within(screen.getByTestId('emigrant-search')).getByRole('button', { name: 'Pastro' }));
    expect(count().textContent).toBe('12 referenca');
  });

  it('a new search starts again at page 1', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    await waitFor(() => expect(rowKeys()).toEqual(['101', '100']));
    search({ Mbiemri: 'shehu' });
    expect(rowKeys()).toHaveLength(10);
  });

  it('hides a reference whose delete waits to be sent', async () => {
    setOnline(false);
    await storeTwelve();
    await db.emigrantReferences.update([USER, '111'], { state: { exists: false, value: null } });
    renderPage();
    await waitFor(() => expect(count().textContent).toBe('11 referenca'));
    expect(rowKeys()).not.toContain('111');
  });

  it('deletes after the confirmation, with the spec toast', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    const row = screen.getAllByTestId('emigrant-row')[0];
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Fshi referencën për Emër11 Shehu' }));
    const dialog = await screen.findByTestId('emigrant-delete-dialog');
    expect(dialog.textContent).toContain('Jeni i sigurt që doni të fshini referencën e zgjedhur (Emër11 Shehu)?');
    fireEvent.click(screen.getByTestId('emigrant-delete-confirm'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fshirja u krye me sukses!'));
    expect(deleteEmigrantReference).toHaveBeenCalledWith(USER, expect.objectContaining({ key: '111' }));
  });

  it('says the list is not on the device yet when offline with no copy', async () => {
    setOnline(false);
    renderPage();
    await screen.findByTestId('emigrant-offline-empty');
    expect(screen.queryByTestId('emigrant-table')).toBeNull();
  });

  it('downloads the list and the countries in the background when online', async () => {
    setOnline(true);
    renderPage();
    await waitFor(() => expect(downloadEmigrantReferences).toHaveBeenCalledWith(USER, expect.any(Function)));
    expect(downloadCountries).toHaveBeenCalledWith(USER);
  });

  it('shows the warning panel when the download fails and nothing is on the device', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadEmigrantReferences).mockRejectedValueOnce(new Error('HTTP 500'));
    renderPage();
    const panel = await screen.findByTestId('emigrant-list-failure');
    expect(panel.textContent).toContain('Një gabim ndodhi gjatë komunikimit me serverin!');
  });
});

describe('/emigrant — the views', { timeout: 15_000 }, () => {
  it("opens 'Referencë e re' from the list and comes back", async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    fireEvent.click(await screen.findByTestId('emigrant-add'));
    await screen.findByTestId('emigrant-create-view');
    fireEvent.click(screen.getByTestId('emigrant-back'));
    await screen.findByTestId('emigrant-search');
  });

  it('keeps the search, shown in the form, across a trip to the edit view; a new reference clears it', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    search({ Emri: 'eli' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifiko referencën për Ëlira Shehu' }));
    fireEvent.click(await screen.findByTestId('emigrant-back'));
    const form = await screen.findByTestId('emigrant-search');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Emri' }).value).toBe('eli');
    expect(rowKeys()).toEqual(['104']);

    fireEvent.click(screen.getByTestId('emigrant-add'));
    const create = await screen.findByTestId('emigrant-form');
    await within(create).findByRole('option', { name: ITALY.country_name });
    fireEvent.change(within(create).getByRole('combobox', { name: 'Shteti' }), { target: { value: String(ITALY.id) } });
    for (const name of ['Qyteti i emigrimit', 'Qyteti në Shqipëri', 'Emri', 'Mbiemri', 'Telefoni']) {
      fireEvent.change(within(create).getByRole('textbox', { name }), { target: { value: 'x' } });
    }
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await waitFor(() => expect(count().textContent).toBe('12 referenca'), { timeout: 5000 });
    expect(within(screen.getByTestId('emigrant-search')).getByRole<HTMLInputElement>('textbox', { name: 'Emri' }).value).toBe('');
    expect(createEmigrantReference).toHaveBeenCalledWith(USER, ITALY, expect.objectContaining({ name: 'x' }));
  });

  it('opens the edit view of a row, prefilled, with the country read-only', async () => {
    setOnline(false);
    await storeTwelve();
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Modifiko referencën për Ëlira Shehu' }));
    const form = await screen.findByTestId('emigrant-form');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Emri' }).value).toBe('Ëlira');
    expect(screen.getByTestId<HTMLInputElement>('emigrant-country-fixed').value).toBe(ITALY.country_name);
  });

  it("says 'Emigranti nuk gjendet!' for a reference not on the device", async () => {
    setOnline(false);
    renderPage('/emigrant?edit=999');
    expect((await screen.findByTestId('emigrant-not-found')).textContent).toBe('Emigranti nuk gjendet!');
  });

  it('shows both versions of a row that needs attention; offline nothing is downloaded', async () => {
    setOnline(false);
    await db.emigrantReferences.put(localReference({ key: '41', edit: { phone: '069 7777' }, server: { ...localReference().state.value!, phone: '069 5555' } }));
    await db.meta.put({ key: downloadedAtKey('emigrant', USER), value: Date.now() });
    await db.outbox.put(attentionRow('41'));
    renderPage();
    const row = await screen.findByTestId('emigrant-row');
    // The rows and their outbox marks come from two live queries that settle in either order.
    await waitFor(() => expect(row.dataset.syncState).toBe('attention'));
    fireEvent.click(within(row).getByRole('button', { name: /konfliktin/ }));
    const conflict = await screen.findByTestId('emigrant-conflict');
    const phone = within(conflict)
      .getAllByTestId('conflict-row')
      .find((r) => r.dataset.field === 'phone');
    expect(phone?.dataset.differs).toBe('true');
    expect(downloadEmigrantReferences).not.toHaveBeenCalled();
  });

  it('refreshes the list when a row is stopped after the last download, once', async () => {
    setOnline(true);
    await db.emigrantReferences.put(localReference({ key: '41' }));
    await db.meta.put({ key: downloadedAtKey('emigrant', USER), value: Date.now() });
    // Stopped before the screen opened: the download on opening is fresh enough.
    await db.outbox.put({ ...attentionRow('41'), updatedAt: Date.now() - 60_000 });
    renderPage('/emigrant?edit=41');
    await screen.findByTestId('emigrant-conflict');
    await waitFor(() => expect(downloadEmigrantReferences).toHaveBeenCalledTimes(1));

    // Stopped while the screen is open (a 409 from the sync): refreshed once more, then no more.
    await db.emigrantReferences.put(localReference({ key: '42' }));
    await db.outbox.put({ ...attentionRow('42'), updatedAt: Date.now() + 1 });
    await waitFor(() => expect(downloadEmigrantReferences).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(downloadEmigrantReferences).toHaveBeenCalledTimes(2);
  });
});
