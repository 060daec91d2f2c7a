import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { db } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { downloadFtvVoters, downloadPreferences } from '../store';
import { PREFERENCES, USER, ftvItem, localFtv } from '../test-fixtures';
import { renderFtv } from '../test-render';
import FtvPage from './ftv-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../store', () => ({
  downloadFtvVoters: vi.fn(() => Promise.resolve()),
  downloadPreferences: vi.fn(() => Promise.resolve()),
  ftvRowKey: (id: number) => `ftv-voter:${id}`,
  saveFtvPreference: vi.fn(),
  resolveFtvConflict: vi.fn(),
  takeServerFtvEdit: vi.fn(),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function renderPage(path = '/my-vhp-voters') {
  renderFtv(
    <MemoryRouter initialEntries={[path]}>
      <FtvPage />
    </MemoryRouter>,
  );
}

async function storeCopy(...records: ReturnType<typeof localFtv>[]) {
  await db.ftvVoters.bulkPut(records);
  await db.meta.put({ key: downloadedAtKey('ftv', USER), value: Date.UTC(2025, 2, 1, 9, 30) });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER, { isFtvCoordinator: true }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/my-vhp-voters', () => {
  it("shows the list's title and the module text to a member who is not a first-time-voter coordinator", () => {
    vi.mocked(useModuleMember).mockReturnValue(readyMember(USER));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lista e votuesve për herë të parë');
    expect(screen.getByTestId('ftv-no-access').textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
    expect(downloadFtvVoters).not.toHaveBeenCalled();
  });

  it("opens from the device with no signal, showing the member's offline assessment, and downloads nothing", async () => {
    setOnline(false);
    await db.politicalPreferences.bulkPut(PREFERENCES);
    await storeCopy(localFtv(ftvItem(1)), localFtv(ftvItem(2), { political_preference_id: 1, safety_rating: 1 }));
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('ftv-row')).toHaveLength(2));
    const second = screen.getAllByTestId('ftv-row')[1] as HTMLElement;
    expect(within(second).getByTestId('ftv-preference').textContent).toBe('Mbështetës');
    expect(within(second).getByTestId('ftv-safety').textContent).toBe('I sigurt');
    expect(screen.getByTestId('ftv-refresh-offline')).toBeTruthy();
    expect(screen.getByText(/^Lista në pajisje nga 01-03-2025/)).toBeTruthy();
    expect(downloadFtvVoters).not.toHaveBeenCalled();
  });

  it('says the list is not on the device yet when offline with no copy', async () => {
    setOnline(false);
    renderPage();
    await screen.findByTestId('ftv-offline-empty');
    expect(screen.queryByTestId('ftv-table')).toBeNull();
  });

  it('downloads the list and the preferences in the background when online', async () => {
    setOnline(true);
    renderPage();
    await waitFor(() => expect(downloadFtvVoters).toHaveBeenCalledWith(USER, expect.any(Function)));
    expect(downloadPreferences).toHaveBeenCalledWith(USER);
  });

  it("puts the server's own message in the empty table when the list call fails and nothing is on the device", async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadFtvVoters).mockRejectedValueOnce(new ApiError('http', 'HTTP 503', { status: 503, serverText: 'Shërbimi nuk është i disponueshëm.' }));
    renderPage();
    const empty = await screen.findByTestId('ftv-table-empty');
    expect(empty.textContent).toBe('Shërbimi nuk është i disponueshëm.');
    expect(screen.queryByTestId('ftv-list-failure')).toBeNull();
  });

  it('falls back to the communication message when the failure carries no text', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadFtvVoters).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    const empty = await screen.findByTestId('ftv-table-empty');
    expect(empty.textContent).toBe('Një gabim ndodhi gjatë komunikimit me serverin!');
  });

  it('keeps showing the copy, with its date, when a refresh fails', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadFtvVoters).mockRejectedValueOnce(new ApiError('http', 'HTTP 500', { status: 500 }));
    await storeCopy(localFtv(ftvItem(1)));
    renderPage();
    const note = await screen.findByTestId('ftv-kept-copy');
    expect(note.textContent).toMatch(/^Po shfaqet kopja në pajisje, e shkarkuar më 01-03-2025 \d\d:30\.$/);
    expect(screen.getAllByTestId('ftv-row')).toHaveLength(1);
  });

  it('opens the form as view 1 from the URL', async () => {
    setOnline(false);
    await storeCopy(localFtv(ftvItem(4)));
    renderPage('/my-vhp-voters?edit=4');
    await screen.findByTestId('ftv-edit-form');
    expect(screen.getByTestId('ftv-voter-summary').textContent).toContain('Dema 04');
  });

  it('refreshes the list first when a row needs attention, then shows both versions', async () => {
    setOnline(false);
    await storeCopy(localFtv(ftvItem(3), { political_preference_id: 1, safety_rating: 2 }));
    await db.outbox.put({
      key: 'ftv-voter:3',
      kind: 'ftv-voter',
      userId: USER,
      desired: {},
      version: 1,
      state: 'attention',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'Ky votues u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
      attentionStatus: 409,
      createdAt: 0,
      updatedAt: 0,
      sentVersion: null,
    });
    renderPage('/my-vhp-voters?edit=3');
    const conflict = await screen.findByTestId('ftv-conflict');
    const safety = within(conflict)
      .getAllByTestId('conflict-row')
      .find((row) => row.dataset.field === 'safety_rating');
    expect(safety?.dataset.differs).toBe('true');
    expect(downloadFtvVoters).not.toHaveBeenCalled();

    cleanup();
    setOnline(true);
    renderPage('/my-vhp-voters?edit=3');
    await waitFor(() => expect(downloadFtvVoters).toHaveBeenCalledTimes(1));
  });
});
