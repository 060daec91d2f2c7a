import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { db } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { createDiasporaReference, downloadDiasporaLists, downloadDiasporaReferences, setDiasporaStatus } from '../store';
import { mockViewport } from '../../../ui/testing/viewport';
import { renderDiaspora } from '../test-render';
import { diasporaVoter, EDIT, flags, reference, USER } from '../test-fixtures';
import DiasporaPage from './diaspora-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../store')>()),
  downloadDiasporaReferences: vi.fn(() => Promise.resolve()),
  downloadDiasporaLists: vi.fn(() => Promise.resolve()),
}));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function renderPage(path = '/diaspora-references') {
  renderDiaspora(
    <MemoryRouter initialEntries={[path]}>
      <DiasporaPage />
    </MemoryRouter>,
  );
}

async function storeDownloaded() {
  await db.diasporaReferenceTypes.bulkPut([{ id: 1, code: 'familje', label: 'Familje', name: 'Referencë nga familja' }]);
  await db.countries.bulkPut([{ id: 5, country_name: 'Italia' }]);
  await db.diasporaReferences.bulkPut([reference('11', { create_date: '2025-03-02T08:00:00.000Z' }), reference('12')]);
  await db.diasporaStatuses.bulkPut([flags('11', { voted: true })]);
  await db.meta.put({ key: downloadedAtKey('diaspora', USER), value: Date.UTC(2025, 2, 3, 9, 30) });
}

const rows = () => screen.queryAllByTestId('diaspora-row');

beforeEach(async () => {
  // The list is a table only from 1536 px up (ResponsiveTable's tableFrom): these tests read its rows.
  mockViewport(1600);
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER, { isDiasporaCoordinator: true }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/diaspora-references', { timeout: 15_000 }, () => {
  it('shows the module text to a member who is not a diaspora coordinator', () => {
    vi.mocked(useModuleMember).mockReturnValue(readyMember(USER));
    renderPage();
    expect(screen.getByTestId('diaspora-no-access').textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
  });

  it('opens from the device with no signal, newest first with their flags and the copy’s age, and downloads nothing', async () => {
    setOnline(false);
    await storeDownloaded();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => [row.dataset.key, row.dataset.voted])).toEqual([
      ['11', 'true'],
      ['12', 'false'],
    ]);
    expect(within(rows()[0] as HTMLElement).getByText('Italia')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lista e referencave të mia të diasporës' })).toBeTruthy();
    expect(screen.getByTestId('diaspora-refresh-offline')).toBeTruthy();
    expect(screen.getByText(/^Lista në pajisje nga 03-03-2025 \d\d:30$/)).toBeTruthy();
    expect(downloadDiasporaReferences).not.toHaveBeenCalled();
  });

  it('says the list is not on the device yet when offline with no copy', async () => {
    setOnline(false);
    renderPage();
    await screen.findByTestId('diaspora-offline-empty');
    expect(screen.queryByTestId('diaspora-table')).toBeNull();
  });

  it('downloads the list and the form lists in the background when online', async () => {
    setOnline(true);
    renderPage();
    await waitFor(() => expect(downloadDiasporaReferences).toHaveBeenCalledWith(USER, expect.any(Function)));
    expect(downloadDiasporaLists).toHaveBeenCalledWith(USER);
  });

  it("puts the server's own message in the empty table when the list call fails and nothing is on the device", async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadDiasporaReferences).mockRejectedValueOnce(new ApiError('http', 'HTTP 503', { status: 503, serverText: 'Shërbimi nuk është i disponueshëm.' }));
    renderPage();
    const empty = await screen.findByTestId('diaspora-table-empty');
    expect(empty.textContent).toBe('Shërbimi nuk është i disponueshëm.');
    expect(screen.queryByTestId('diaspora-list-failure')).toBeNull();
  });

  it('falls back to the communication message when the failure carries no text', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downloadDiasporaReferences).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    const empty = await screen.findByTestId('diaspora-table-empty');
    expect(empty.textContent).toBe('Një gabim ndodhi gjatë komunikimit me serverin!');
  });

  it('a reference and a flag written offline show at once as waiting to be sent', async () => {
    setOnline(false);
    await storeDownloaded();
    const key = await createDiasporaReference(USER, diasporaVoter(77, { name: 'Besa' }), { ...EDIT, emigrant_phone: '0691' });
    const created = await db.diasporaReferences.get([USER, key]);
    if (!created) throw new Error('not stored');
    await setDiasporaStatus(USER, created, { per_registered: false, envelope_received: true, voted: false });
    renderPage();
    // The rows and their outbox marks come from two live queries that settle in either order.
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
      expect((rows()[0] as HTMLElement).dataset).toMatchObject({ key, syncState: 'pending', envelopeReceived: 'true' });
    });
    const fresh = rows()[0] as HTMLElement;
    expect(within(fresh).getByText('Besa')).toBeTruthy();
    expect(screen.getByTestId('diaspora-pending-count').dataset.count).toBe('2');
  });

  it('opens the voting status by the local id even after the create was confirmed', async () => {
    setOnline(false);
    await db.diasporaReferences.put({ ...reference('50'), outboxId: 'local-abc' });
    await db.diasporaStatuses.put(flags('50', { per_registered: true }));
    renderPage('/diaspora-references?view=status&ref=local-abc');
    await screen.findByTestId('diaspora-status-form');
    expect(screen.getByTestId('diaspora-flag-per_registered').querySelector('input')?.checked).toBe(true);
  });

  it('refreshes the list first when a reference needs attention, then shows both versions', async () => {
    setOnline(false);
    await storeDownloaded();
    await db.diasporaReferences.update([USER, '12'], { state: { exists: true, value: { ...EDIT, emigrant_phone: '0697777' } } });
    await db.outbox.put({
      key: 'diaspora-reference:12',
      kind: 'diaspora-reference',
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
    });
    renderPage('/diaspora-references?view=edit&ref=12');
    const conflict = await screen.findByTestId('diaspora-conflict');
    const phone = within(conflict)
      .getAllByTestId('conflict-row')
      .find((row) => row.dataset.field === 'emigrant_phone');
    expect(phone?.dataset.differs).toBe('true');
    expect(downloadDiasporaReferences).not.toHaveBeenCalled();

    cleanup();
    setOnline(true);
    renderPage('/diaspora-references?view=edit&ref=12');
    await waitFor(() => expect(downloadDiasporaReferences).toHaveBeenCalledTimes(1));
  });
});
