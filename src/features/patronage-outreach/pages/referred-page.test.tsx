import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { db, type LocalReferred } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { downloadReferred } from '../store';
import { renderOutreach } from '../test-render';
import ReferredPage from './referred-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../store', () => ({
  downloadReferred: vi.fn(() => Promise.resolve()),
  referredRowKey: (record: { key: string }) => `referred:${record.key}`,
  addReferral: vi.fn(),
  removeReferral: vi.fn(),
  AlreadyReferredError: class AlreadyReferredError extends Error {},
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const USER = 7;

function referral(key: string, name: string, createDate: string, exists = true): LocalReferred {
  return {
    userId: USER,
    key,
    voter: { id: Number(key), nid: `J${key}`, name, surname: 'Kola', phone: null, qv_code: '1234/01', list_number: 3, building_number: null, dob: '1990-01-01', voted: false },
    referues: 'Besnik',
    referues_phone: '0691234567',
    comment: null,
    create_date: createDate,
    exists,
    serverExists: true,
    folded: { name: name.toLowerCase(), surname: 'kola', nid: `j${key}`, referues: 'besnik' },
  };
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

describe('/patronage-referred', () => {
  it('opens from the device with no signal, newest first, hiding a referral whose delete waits', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.referredVoters.bulkPut([
      referral('1', 'Old', '2024-01-01T10:00:00.000Z'),
      referral('2', 'New', '2025-01-01T10:00:00.000Z'),
      referral('3', 'Gone', '2025-02-01T10:00:00.000Z', false),
    ]);
    await db.meta.put({ key: downloadedAtKey('referred', USER), value: Date.now() });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('referred-row').map((row) => row.dataset.key)).toEqual(['2', '1']));
    expect(downloadReferred).not.toHaveBeenCalled();
  });

  it("opens the add form with 'Shto' and returns with the back button", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await db.meta.put({ key: downloadedAtKey('referred', USER), value: Date.now() });
    renderPage();
    await waitFor(() => expect(downloadReferred).toHaveBeenCalledWith(USER, expect.any(Function)));
    fireEvent.click(await screen.findByTestId('referred-add'));
    await screen.findByTestId('referred-add-view');
    expect(screen.getByTestId<HTMLButtonElement>('referred-save').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('referred-back'));
    await screen.findByTestId('referred-search');
  });
});

function renderPage() {
  renderOutreach(
    <MemoryRouter initialEntries={['/patronage-referred']}>
      <ReferredPage />
    </MemoryRouter>,
  );
}
