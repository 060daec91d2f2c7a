import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalPatronaged } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { renderOutreach } from '../test-render';
import { keepMyEdit, savePatronagedEdit, takeServerEdit } from '../store';
import { PatronagedEditView } from './patronaged-edit-view';
import { LISTS, localRecord, patronagedVoter } from './test-fixtures';

vi.mock('../store', () => ({
  savePatronagedEdit: vi.fn(() => Promise.resolve()),
  keepMyEdit: vi.fn(() => Promise.resolve()),
  takeServerEdit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function record(edit: Partial<LocalPatronaged['edit']> = {}, serverEdit: Partial<LocalPatronaged['edit']> = {}): LocalPatronaged {
  const local = localRecord(patronagedVoter(9, { has_reference: true }), edit);
  return { userId: 7, id: 9, item: local.item, edit: local.edit, serverEdit: { ...localRecord(local.item).edit, ...serverEdit }, folded: { name: 'ana', surname: 'hoxha', nid: 'j00000009a' } };
}

function renderView(r: LocalPatronaged, outbox?: { state: 'pending' | 'attention'; lastError: string | null }) {
  const onBack = vi.fn();
  renderOutreach(<PatronagedEditView userId={7} record={r} outbox={outbox} lists={LISTS} onBack={onBack} />);
  return { onBack };
}

describe('PatronagedEditView — the edit form', () => {
  it("starts from the member's edit, not the server copy", () => {
    renderView(record({ phone: '0693333333', political_preference_id: 3 }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefoni/).value).toBe('0693333333');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Preferenca politike/).value).toBe('3');
  });

  it("shows the spec's messages and saves nothing while they stand", async () => {
    renderView(record({ political_preference_id: null, safety_rating: null }));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Emigrant' }));
    await screen.findByTestId('emigrant-fields');
    fireEvent.click(screen.getByTestId('patronaged-save'));
    await screen.findByText('Ju lutem, zgjidhni preferencën!');
    expect(screen.getByText('Ju lutem, zgjidhni një nga opsionet e sigurisë së votuesit!')).toBeTruthy();
    expect(screen.getByText('Ju lutem jepni një email të vlefshëm!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, zgjidhni shtetin e emigrimit!')).toBeTruthy();
    expect(savePatronagedEdit).not.toHaveBeenCalled();
  });

  it('saves the normalised edit (email lowercased) on the device and goes back', async () => {
    const { onBack } = renderView(record());
    fireEvent.change(screen.getByLabelText(/^Preferenca politike/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'I pasigurt' }));
    // The radio group reports its new value a moment after the click.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'I pasigurt' }).closest('label')?.dataset.state).toBe('checked'));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Ana@Example.AL ' } });
    fireEvent.click(screen.getByTestId('patronaged-save'));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(savePatronagedEdit).toHaveBeenCalledWith(
      7,
      9,
      expect.objectContaining({ political_preference_id: 2, safety_rating: 2, email: 'ana@example.al', is_emigrant: false, country_emigrant_id: null }),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Ndryshimi u krye me sukses!');
  });
});

describe('PatronagedEditView — a conflict', () => {
  const conflicted = () => record({ phone: '0694444444', political_preference_id: 3 }, { phone: '0695555555' });
  const attention = { state: 'attention' as const, lastError: 'Votuesi u ndryshua nga një pajisje tjetër!' };

  it('shows both versions side by side with the differences highlighted', () => {
    renderView(conflicted(), attention);
    const view = screen.getByTestId('patronaged-conflict');
    expect(within(view).getByTestId('conflict-reason').textContent).toBe(attention.lastError);
    const rows = within(view).getAllByTestId('conflict-row');
    const phone = rows.find((row) => row.dataset.field === 'phone');
    const preference = rows.find((row) => row.dataset.field === 'political_preference_id');
    const safety = rows.find((row) => row.dataset.field === 'safety_rating');
    expect(phone?.dataset.differs).toBe('true');
    expect(phone?.textContent).toContain('0694444444');
    expect(phone?.textContent).toContain('0695555555');
    expect(preference?.dataset.differs).toBe('true');
    expect(preference?.textContent).toContain('Negativ');
    expect(preference?.textContent).toContain('Mbështetës');
    expect(safety?.dataset.differs).toBe('false');
    expect(screen.queryByTestId('patronaged-edit-form')).toBeNull();
  });

  it("keeps the member's change or takes the server's", async () => {
    const { onBack } = renderView(conflicted(), attention);
    fireEvent.click(screen.getByTestId('conflict-keep-mine'));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(keepMyEdit).toHaveBeenCalledWith(7, 9);
    cleanup();
    const second = renderView(conflicted(), attention);
    fireEvent.click(screen.getByTestId('conflict-take-server'));
    await waitFor(() => expect(second.onBack).toHaveBeenCalledTimes(1));
    expect(takeServerEdit).toHaveBeenCalledWith(7, 9);
  });
});
