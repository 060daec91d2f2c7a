import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalReferred } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { usePaging } from '../../../ui/pager/use-paging';
import type { OutboxRows } from '../../../ui/offline-list/use-outbox-rows';
import { removeReferral } from '../store';
import { renderOutreach } from '../test-render';
import { ReferredListView } from './referred-list-view';

vi.mock('../store', () => ({
  removeReferral: vi.fn(() => Promise.resolve()),
  referredRowKey: (record: { key: string }) => `referred:${record.key}`,
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function referral(key: string, name: string, overrides: Partial<LocalReferred['voter']> = {}): LocalReferred {
  return {
    userId: 7,
    key,
    voter: { id: Number(key.replace(/\D/g, '')) || 1, nid: 'J1', name, surname: 'Kola', phone: '0690000000', qv_code: '1234/01', list_number: 12, building_number: '4', dob: '1975-11-30', voted: true, ...overrides },
    referues: 'Besnik',
    referues_phone: '0691234567',
    comment: 'Fqinj',
    create_date: '2025-01-01T10:00:00.000Z',
    exists: true,
    serverExists: true,
    folded: { name: name.toLowerCase(), surname: 'kola', nid: 'j1', referues: 'besnik' },
  };
}

function Harness({ records, outbox }: { records: LocalReferred[]; outbox: OutboxRows }) {
  const paging = usePaging(records, 10);
  return <ReferredListView userId={7} paging={paging} outbox={outbox} onSearch={vi.fn()} onAdd={vi.fn()} />;
}

describe('ReferredListView', () => {
  it("shows the referral's columns, its sync state, and 'Nuk ka të dhëna!' when empty", () => {
    const outbox: OutboxRows = new Map([['referred:local-9', { state: 'pending', lastError: null }]]);
    renderOutreach(<Harness records={[referral('local-9', 'Era', { list_number: null, voted: null }), referral('15', 'Dea')]} outbox={outbox} />);
    const [fresh, sent] = screen.getAllByTestId('referred-row');
    expect(fresh?.dataset.key).toBe('local-9');
    expect(fresh?.dataset.syncState).toBe('pending');
    expect(within(fresh as HTMLElement).getByText('Në pajisje')).toBeTruthy();
    expect(sent?.dataset.syncState).toBe('sent');
    expect(within(sent as HTMLElement).getByText('30-11-1975')).toBeTruthy();
    expect(screen.getByTestId('referred-pager-range').textContent).toBe('1-2 nga 2');
    cleanup();
    renderOutreach(<Harness records={[]} outbox={new Map()} />);
    expect(screen.getByText('Nuk ka të dhëna!')).toBeTruthy();
  });

  it('deletes after confirmation, saying so once written on the device', async () => {
    renderOutreach(<Harness records={[referral('15', 'Dea')]} outbox={new Map()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fshi referimin e Dea Kola' }));
    const dialog = await screen.findByTestId('referred-delete-dialog');
    expect(within(dialog).getByText('Jeni i sigurt që doni të fshini referimin e Dea Kola?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('referred-delete-confirm'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fshirja u krye me sukses!'));
    expect(removeReferral).toHaveBeenCalledWith(7, '15');
  });

  it('says the delete failed when the device could not write it', async () => {
    vi.mocked(removeReferral).mockRejectedValueOnce(new Error('QuotaExceededError'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOutreach(<Harness records={[referral('15', 'Dea')]} outbox={new Map()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fshi referimin e Dea Kola' }));
    fireEvent.click(await screen.findByTestId('referred-delete-confirm'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Një gabim ndodhi gjatë fshirjes!'));
  });
});
