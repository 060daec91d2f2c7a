import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalPatronaged } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { renderOutreach } from '../test-render';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { resolvePatronagedConflict, savePatronagedEdit, takeServerEdit } from '../store';
import { PatronagedEditView } from './patronaged-edit-view';
import { LISTS, localRecord, patronagedVoter } from './test-fixtures';

vi.mock('../store', () => ({
  savePatronagedEdit: vi.fn(() => Promise.resolve()),
  resolvePatronagedConflict: vi.fn(() => Promise.resolve()),
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

function renderView(r: LocalPatronaged, outbox?: RowOutbox) {
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
      record().edit,
    );
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Ndryshimi u krye me sukses!'));
  });
});

describe('PatronagedEditView — a conflict', () => {
  // The member changed the phone and the preference; another device changed the phone and the comment.
  const conflicted = () => record({ phone: '0694444444', political_preference_id: 3 }, { phone: '0695555555', comment: 'Nga tjetri' });
  const base = () => localRecord(patronagedVoter(9, { has_reference: true })).edit;
  const attention = (): RowOutbox => ({
    state: 'attention',
    attentionStatus: 409,
    lastError: 'Votuesi u ndryshua nga një pajisje tjetër!',
    desired: { value: conflicted().edit, base: base() },
  });

  it("asks only about the field both changed; the member's side keeps the server's other changes", () => {
    renderView(conflicted(), attention());
    const view = screen.getByTestId('patronaged-conflict');
    expect(view.textContent).toContain('Ky votues u ndryshua edhe nga një pajisje tjetër');
    expect(within(view).getByTestId('conflict-reason').textContent).toBe(attention().lastError);
    const rows = within(view).getAllByTestId('conflict-row');
    const row = (field: string) => rows.find((r) => r.dataset.field === field);
    expect(row('phone')?.dataset.contested).toBe('true');
    expect(within(row('phone')!).getByTestId('conflict-choose-mine').textContent).toContain('0694444444');
    expect(within(row('phone')!).getByTestId('conflict-choose-server').textContent).toContain('0695555555');
    expect(row('political_preference_id')).toMatchObject({ dataset: { differs: 'true', contested: 'false' } });
    expect(row('political_preference_id')?.textContent).toContain('Negativ');
    expect(row('political_preference_id')?.textContent).toContain('Mbështetës');
    // Not the member's change: their side shows the server's comment, no difference, no question.
    expect(row('comment')).toMatchObject({ dataset: { differs: 'false', contested: 'false' } });
    expect(row('comment')?.textContent).toContain('Nga tjetri');
    expect(screen.queryByTestId('patronaged-edit-form')).toBeNull();
    expect(screen.queryByTestId('patronaged-refused')).toBeNull();
  });

  it('stores the choice per field at one confirm', async () => {
    const { onBack } = renderView(conflicted(), attention());
    const phone = screen.getAllByTestId('conflict-row').find((r) => r.dataset.field === 'phone')!;
    fireEvent.click(within(phone).getByTestId('conflict-choose-server'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(resolvePatronagedConflict).toHaveBeenCalledWith(7, 9, { phone: 'theirs' });
    cleanup();
    const second = renderView(conflicted(), attention());
    fireEvent.click(screen.getByTestId('conflict-keep-mine'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(second.onBack).toHaveBeenCalledTimes(1));
    expect(resolvePatronagedConflict).toHaveBeenLastCalledWith(7, 9, { phone: 'mine' });
  });
});

describe('PatronagedEditView — a refusal', () => {
  const refused = (): RowOutbox => ({
    state: 'attention',
    attentionStatus: 400,
    lastError: 'Numri i telefonit nuk është i vlefshëm!',
    desired: { value: record({ phone: '069' }).edit, base: localRecord(patronagedVoter(9, { has_reference: true })).edit },
  });

  it("shows the server's reason with correct and drop, not the conflict, and sends nothing", () => {
    renderView(record({ phone: '069' }, { comment: 'Nga tjetri' }), refused());
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: Numri i telefonit nuk është i vlefshëm!');
    expect(screen.queryByTestId('patronaged-conflict')).toBeNull();
    expect(screen.getByTestId('patronaged-edit-view').textContent).not.toContain('pajisje tjetër');
    expect(screen.queryByTestId('patronaged-edit-form')).toBeNull();
    expect(savePatronagedEdit).not.toHaveBeenCalled();
    expect(resolvePatronagedConflict).not.toHaveBeenCalled();
  });

  it("correcting opens the form on the member's values over the server's fresh ones", () => {
    renderView(record({ phone: '069' }, { comment: 'Nga tjetri' }), refused());
    fireEvent.click(screen.getByTestId('refused-edit'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefoni/).value).toBe('069');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Koment/).value).toBe('Nga tjetri');
    expect(screen.queryByTestId('patronaged-refused')).toBeNull();
  });

  it("dropping discards the change and goes back to the server's values", async () => {
    const { onBack } = renderView(record({ phone: '069' }), refused());
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(takeServerEdit).toHaveBeenCalledWith(7, 9);
  });

  it('a row stopped before the status was kept is a refusal too', () => {
    renderView(record({ phone: '069' }), { state: 'attention', lastError: 'Ky votues u ndryshua në një pajisje tjetër.' });
    expect(screen.getByTestId('patronaged-refused')).toBeTruthy();
    expect(screen.queryByTestId('patronaged-conflict')).toBeNull();
  });
});
