import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { db, type LocalPatronaged } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { PREFERENCES, localRecord, patronagedVoter } from '../patronaged/test-fixtures';
import { downloadPatronaged, downloadReferenceLists } from '../store';
import { renderOutreach } from '../test-render';
import MyPatronagePage from './my-patronage-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../store', () => ({
  downloadPatronaged: vi.fn(() => Promise.resolve()),
  downloadReferenceLists: vi.fn(() => Promise.resolve()),
  patronagedRowKey: (id: number) => `patronaged:${id}`,
  savePatronagedEdit: vi.fn(),
  resolvePatronagedConflict: vi.fn(),
  takeServerEdit: vi.fn(),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const USER = 7;

function stored(id: number, edit: Partial<LocalPatronaged['edit']> = {}): LocalPatronaged {
  const item = patronagedVoter(id, { has_reference: true, voter: { ...patronagedVoter(id).voter, surname: `Hoxha ${String(id).padStart(2, '0')}` } });
  const local = localRecord(item, edit);
  return { userId: USER, id, item, edit: local.edit, serverEdit: localRecord(item).edit, folded: { name: 'ana', surname: `hoxha ${id}`, nid: item.voter.nid.toLowerCase() } };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function renderPage(path = '/my-patronage') {
  renderOutreach(
    <MemoryRouter initialEntries={[path]}>
      <MyPatronagePage />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER, { isPatronager: true }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/my-patronage', () => {
  it('shows the module text to a member who is not a patronager', () => {
    vi.mocked(useModuleMember).mockReturnValue(readyMember(USER));
    renderPage();
    expect(screen.getByTestId('patronaged-no-access').textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
  });

  it('opens from the device with no signal, coloured by the offline edit, and downloads nothing', async () => {
    setOnline(false);
    await db.politicalPreferences.bulkPut(PREFERENCES);
    await db.patronagedVoters.bulkPut([stored(1), stored(2, { political_preference_id: 4 })]);
    await db.meta.put({ key: downloadedAtKey('patronaged', USER), value: Date.now() });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('patronaged-row')).toHaveLength(2));
    const colours = screen.getAllByTestId('patronaged-row').map((row) => [row.dataset.id, row.dataset.color]);
    expect(colours).toEqual([
      ['1', 'white'],
      ['2', 'red'],
    ]);
    expect(screen.getByTestId('patronaged-refresh-offline')).toBeTruthy();
    expect(downloadPatronaged).not.toHaveBeenCalled();
  });

  it('says the list is not on the device yet when offline with no copy', async () => {
    setOnline(false);
    renderPage();
    await screen.findByTestId('patronaged-offline-empty');
    expect(screen.queryByTestId('patronaged-table')).toBeNull();
  });

  it('downloads in the background when online, with the reference lists', async () => {
    setOnline(true);
    renderPage();
    await waitFor(() => expect(downloadPatronaged).toHaveBeenCalledWith(USER, expect.any(Function)));
    expect(downloadReferenceLists).toHaveBeenCalledWith(USER);
  });

  it('shows the warning panel when the download fails and nothing is on the device', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadPatronaged).mockRejectedValueOnce(new Error('HTTP 500'));
    renderPage();
    const panel = await screen.findByTestId('patronaged-list-failure');
    expect(panel.textContent).toContain('Një gabim ndodhi gjatë komunikimit me serverin!');
  });

  it('keeps showing the copy, with its date, when a refresh fails', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadPatronaged).mockRejectedValueOnce(new Error('HTTP 500'));
    await db.patronagedVoters.bulkPut([stored(1)]);
    await db.meta.put({ key: downloadedAtKey('patronaged', USER), value: Date.UTC(2025, 2, 1, 9, 30) });
    renderPage();
    const note = await screen.findByTestId('patronaged-kept-copy');
    expect(note.textContent).toMatch(/^Po shfaqet kopja në pajisje, e shkarkuar më 01-03-2025 \d\d:30\.$/);
    expect(screen.getAllByTestId('patronaged-row')).toHaveLength(1);
  });

  it('refreshes the list first when a row needs attention, then shows both versions', async () => {
    setOnline(false);
    await db.patronagedVoters.bulkPut([stored(3, { phone: '0697777777' })]);
    await db.meta.put({ key: downloadedAtKey('patronaged', USER), value: Date.now() });
    await db.outbox.put({
      key: 'patronaged:3',
      kind: 'patronaged',
      userId: USER,
      desired: {},
      version: 1,
      state: 'attention',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'Votuesi u ndryshua nga një pajisje tjetër!',
      attentionStatus: 409,
      createdAt: 0,
      updatedAt: 0,
      sentVersion: null,
    });
    renderPage('/my-patronage?edit=3');
    const conflict = await screen.findByTestId('patronaged-conflict');
    const phone = within(conflict)
      .getAllByTestId('conflict-row')
      .find((row) => row.dataset.field === 'phone');
    expect(phone?.dataset.differs).toBe('true');
    expect(downloadPatronaged).not.toHaveBeenCalled();

    cleanup();
    setOnline(true);
    vi.mocked(downloadPatronaged).mockClear();
    renderPage('/my-patronage?edit=3');
    await waitFor(() => expect(downloadPatronaged).toHaveBeenCalledTimes(1));
  });
});
