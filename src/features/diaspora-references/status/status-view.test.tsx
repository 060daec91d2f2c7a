import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiasporaStatus } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference } from '../../../db/database';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { setDiasporaStatus } from '../store';
import { renderDiaspora } from '../test-render';
import { LISTS, reference, USER } from '../test-fixtures';
import { StatusView } from './status-view';

vi.mock('../store', () => ({ setDiasporaStatus: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const STATUS: DiasporaStatus = { per_registered: true, envelope_received: false, voted: false };

function renderView(record: LocalDiasporaReference | null, outbox?: RowOutbox) {
  const onClose = vi.fn();
  renderDiaspora(<StatusView userId={USER} record={record} status={STATUS} outbox={outbox} lists={LISTS} onClose={onClose} />);
  return { onClose };
}

const flag = (name: string) => screen.getByTestId(`diaspora-flag-${name}`).querySelector('input') as HTMLInputElement;

describe('StatusView', { timeout: 15_000 }, () => {
  it('shows the voter and emigrant data read-only and the three flags as the member set them', () => {
    renderView(reference('3', { edit: { reference_type: 2, has_referues: true, referues_name: 'Gjon', referues_surname: 'Marku' } }));
    expect(screen.getByRole('heading', { name: 'Përditëso statusin e votimit' })).toBeTruthy();
    expect(within(screen.getByTestId('diaspora-voter')).getByDisplayValue<HTMLInputElement>('Ana Hoxha').readOnly).toBe(true);
    const emigrant = screen.getByTestId('diaspora-emigrant-summary');
    for (const text of ['Italia', 'Biznes', 'Milano', '+39 333 1234567', '20100', 'Gjon Marku']) expect(within(emigrant).getByText(text)).toBeTruthy();
    expect(screen.queryAllByRole('textbox').filter((box) => !(box as HTMLInputElement).readOnly)).toEqual([]);
    expect([flag('per_registered').checked, flag('envelope_received').checked, flag('voted').checked]).toEqual([true, false, false]);
    expect(screen.getByRole('checkbox', { name: 'Regjistruar në PER' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ka marrë zarfin' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Votoi' })).toBeTruthy();
  });

  it('saves the flags on the device, says so and returns to the list', async () => {
    const record = reference('3');
    const { onClose } = renderView(record);
    fireEvent.click(flag('envelope_received'));
    fireEvent.click(flag('voted'));
    await waitFor(() => expect(flag('voted').checked).toBe(true));
    fireEvent.click(screen.getByTestId('diaspora-status-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(setDiasporaStatus).toHaveBeenCalledWith(USER, record, { per_registered: true, envelope_received: true, voted: true });
    expect(notifySuccess).toHaveBeenCalledWith('Statusi i votimit u përditësua me sukses!');
  });

  it('says the failure in a toast and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(setDiasporaStatus).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onClose } = renderView(reference('3'));
    fireEvent.click(screen.getByTestId('diaspora-status-save'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Një gabim ndodhi gjatë përditësimit të statusit të votimit!'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("Close leaves without saving; a stopped flag change shows the server's reason", () => {
    const { onClose } = renderView(reference('3'), { state: 'attention', lastError: 'Ju lutem, zgjidhni të paktën një status votimi!' });
    expect(screen.getByTestId('diaspora-status-attention').textContent).toContain('Ju lutem, zgjidhni të paktën një status votimi!');
    fireEvent.click(flag('voted'));
    fireEvent.click(screen.getByTestId('diaspora-status-close'));
    expect(onClose).toHaveBeenCalled();
    expect(setDiasporaStatus).not.toHaveBeenCalled();
  });

  it('says so when the reference is no longer in the list', () => {
    renderView(null);
    expect(screen.getByTestId('diaspora-not-found')).toBeTruthy();
    expect(screen.queryByTestId('diaspora-status-form')).toBeNull();
  });
});
