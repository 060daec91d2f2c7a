import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalEmigrantReference } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { resolveEmigrantConflict, saveEmigrantReference, takeServerEmigrantEdit } from '../store';
import { EDIT, USER, localReference } from '../test-fixtures';
import { renderEmigrant } from '../test-render';
import { EmigrantEditView } from './emigrant-edit-view';

vi.mock('../store', () => ({
  saveEmigrantReference: vi.fn(() => Promise.resolve()),
  resolveEmigrantConflict: vi.fn(() => Promise.resolve()),
  takeServerEmigrantEdit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderView(record: LocalEmigrantReference | null | undefined, outbox?: RowOutbox) {
  const onBack = vi.fn();
  renderEmigrant(<EmigrantEditView userId={USER} record={record} outbox={outbox} onBack={onBack} />);
  return { onBack };
}

const field = (name: string) => within(screen.getByTestId('emigrant-form')).getByRole<HTMLInputElement>('textbox', { name });

// Chakra forms render slowly in happy-dom on a busy machine.
describe('EmigrantEditView — the edit form', { timeout: 15_000 }, () => {
  it("starts from the member's values (not the server's), with the country read-only", () => {
    renderView(localReference({ edit: { phone: '+39 000' }, server: EDIT }));
    expect(field('Telefoni').value).toBe('+39 000');
    expect(field('Emri i referuesit').value).toBe('Arben Kola');
    const country = screen.getByTestId<HTMLInputElement>('emigrant-country-fixed');
    expect(country.value).toBe('Itali');
    expect(country.readOnly).toBe(true);
    expect(screen.getByText('Shteti nuk mund të ndryshohet.')).toBeTruthy();
    expect(within(screen.getByTestId('emigrant-form')).queryByRole('combobox')).toBeNull();
  });

  it("shows the spec's messages and saves nothing while they stand", async () => {
    renderView(localReference());
    fireEvent.change(field('Qyteti në Shqipëri'), { target: { value: '' } });
    fireEvent.change(field('Mbiemri'), { target: { value: ' ' } });
    fireEvent.change(field('Telefoni'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await screen.findByText('Ju lutem plotësoni qytetin!');
    expect(screen.getByText('Ju lutem, plotësoni emrin!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, plotësoni telefonin!')).toBeTruthy();
    expect(saveEmigrantReference).not.toHaveBeenCalled();
  });

  it('saves the edit on the device (a cleared referrer as none), toasts and goes back', async () => {
    const record = localReference();
    const { onBack } = renderView(record);
    fireEvent.change(field('Qyteti i emigrimit'), { target: { value: ' Romë ' } });
    fireEvent.change(field('Emri i referuesit'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(saveEmigrantReference).toHaveBeenCalledWith(USER, record, { ...EDIT, city: 'Romë', referues_name: null }, record.state.value);
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Modifikimi u krye me sukses!'));
  });

  it("says 'Emigranti nuk gjendet!' when the reference is not on the device", () => {
    renderView(null);
    expect(screen.getByTestId('emigrant-not-found').textContent).toBe('Emigranti nuk gjendet!');
    expect(screen.queryByTestId('emigrant-form')).toBeNull();
  });
});

describe('EmigrantEditView — a conflict', { timeout: 15_000 }, () => {
  const reason = 'Kjo referencë u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.';
  // The member changed the phone and cleared the referrer; another device changed the phone and the city.
  const mineEdit = { ...EDIT, phone: '+39 111', referues_name: null };
  const conflicted = () => localReference({ edit: { phone: '+39 111', referues_name: null }, server: { ...EDIT, phone: '+39 222', city: 'Torino' } });
  const attention: RowOutbox = { state: 'attention', attentionStatus: 409, lastError: reason, desired: { exists: true, value: mineEdit, base: EDIT, fixed: { country_id: 5 } } };

  it("asks only about the field both changed, instead of the form; the member's side keeps the server's city", () => {
    renderView(conflicted(), attention);
    const view = screen.getByTestId('emigrant-conflict');
    expect(view.textContent).toContain('Kjo referencë u ndryshua edhe në një pajisje tjetër');
    expect(within(view).getByTestId('conflict-reason').textContent).toBe(reason);
    const rows = within(view).getAllByTestId('conflict-row');
    const row = (field: string) => rows.find((r) => r.dataset.field === field);
    expect(row('phone')?.dataset.contested).toBe('true');
    expect(row('phone')?.textContent).toContain('+39 111');
    expect(row('phone')?.textContent).toContain('+39 222');
    expect(row('referues_name')?.dataset).toMatchObject({ differs: 'true', contested: 'false' });
    expect(row('referues_name')?.textContent).toContain('—');
    expect(row('city')?.dataset.differs).toBe('false');
    expect(row('city')?.textContent).toContain('Torino');
    expect(screen.queryByTestId('emigrant-form')).toBeNull();
  });

  it('stores the choice per field at one confirm', async () => {
    const record = conflicted();
    const first = renderView(record, attention);
    fireEvent.click(screen.getByTestId('conflict-keep-mine'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(first.onBack).toHaveBeenCalledTimes(1));
    expect(resolveEmigrantConflict).toHaveBeenCalledWith(USER, record, { phone: 'mine' });
  });
});

describe('EmigrantEditView — a refusal', { timeout: 15_000 }, () => {
  const refused: RowOutbox = { state: 'attention', attentionStatus: 400, lastError: 'Shteti nuk ekziston!' };

  it("shows the server's reason with correct and drop, not the conflict, and sends nothing", () => {
    renderView(localReference({ edit: { phone: '+39 1' } }), refused);
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: Shteti nuk ekziston!');
    expect(screen.queryByTestId('emigrant-conflict')).toBeNull();
    expect(screen.getByTestId('emigrant-edit-view').textContent).not.toContain('pajisje tjetër');
    expect(screen.queryByTestId('emigrant-form')).toBeNull();
    expect(saveEmigrantReference).not.toHaveBeenCalled();
  });

  it("correcting opens the form on the member's values; dropping discards the change", async () => {
    renderView(localReference({ edit: { phone: '+39 1' } }), refused);
    fireEvent.click(screen.getByTestId('refused-edit'));
    expect(field('Telefoni').value).toBe('+39 1');
    cleanup();
    const record = localReference({ server: null });
    const second = renderView(record, refused);
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(second.onBack).toHaveBeenCalledTimes(1));
    expect(takeServerEmigrantEdit).toHaveBeenCalledWith(USER, record);
  });
});
