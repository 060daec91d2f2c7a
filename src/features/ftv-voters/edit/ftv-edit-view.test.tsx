import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalFtvVoter } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { resolveFtvConflict, saveFtvPreference, takeServerFtvEdit } from '../store';
import { PREFERENCE_MAP, USER, ftvItem, localFtv } from '../test-fixtures';
import { renderFtv } from '../test-render';
import { FtvEditView } from './ftv-edit-view';

vi.mock('../store', () => ({
  saveFtvPreference: vi.fn(() => Promise.resolve()),
  resolveFtvConflict: vi.fn(() => Promise.resolve()),
  takeServerFtvEdit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const assessed = () => ftvItem(9, { political_preference: { id: 1, name: 'Mbështetës' }, safety_rating: 1, phone: '0691111111' });

function renderView(record: LocalFtvVoter, outbox?: RowOutbox) {
  const onBack = vi.fn();
  renderFtv(<FtvEditView userId={USER} record={record} outbox={outbox} preferences={PREFERENCE_MAP} onBack={onBack} />);
  return { onBack };
}

async function chooseSafety(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
  // The radio group reports its new value a moment after the click.
  await waitFor(() => expect(screen.getByRole('radio', { name: label }).closest('label')?.dataset.state).toBe('checked'));
}

describe('FtvEditView — the preference form', () => {
  it("shows who is assessed and starts from the member's edit, not the server copy", () => {
    renderView(localFtv(assessed(), { political_preference_id: 3, safety_rating: 3 }));
    expect(screen.getByRole('heading', { name: 'Preferenca VHP' })).toBeTruthy();
    expect(screen.getByTestId('ftv-voter-summary').textContent).toContain('09-03-2007');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Preferenca politike/).value).toBe('3');
    expect(screen.getByRole('radio', { name: 'Lëkundës' }).closest('label')?.dataset.state).toBe('checked');
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefoni/).value).toBe('0691111111');
  });

  it("shows the spec's messages for an unassessed voter and saves nothing while they stand", async () => {
    renderView(localFtv(ftvItem(9)));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'era@' } });
    fireEvent.click(screen.getByTestId('ftv-save'));
    await screen.findByText('Ju lutem, zgjidhni preferencën politike!');
    expect(screen.getByText('Ju lutem, zgjidhni sigurinë e votuesit!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, jepni një email të vlefshëm')).toBeTruthy();
    expect(saveFtvPreference).not.toHaveBeenCalled();
  });

  it('saves the normalised edit on the device, says so and goes back', async () => {
    const voter = localFtv(ftvItem(9));
    const { onBack } = renderView(voter);
    fireEvent.change(screen.getByLabelText(/^Preferenca politike/), { target: { value: '2' } });
    await chooseSafety('I pasigurt');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Era@Example.AL ' } });
    fireEvent.change(screen.getByLabelText(/^Komenti/), { target: { value: ' Takuar në shkollë ' } });
    fireEvent.click(screen.getByTestId('ftv-save'));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    // With what the form opened on: only the fields changed since are the member's.
    expect(saveFtvPreference).toHaveBeenCalledWith(
      USER,
      9,
      { political_preference_id: 2, safety_rating: 2, email: 'era@example.al', phone: null, comment: 'Takuar në shkollë' },
      voter.edit,
    );
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Referenca u modifikua me sukses!'));
  });

  it("says a failed save in a modal subtitled 'VHP preference' and stays on the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(saveFtvPreference).mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const { onBack } = renderView(localFtv(assessed()));
    fireEvent.click(screen.getByTestId('ftv-save'));
    const dialog = await screen.findByTestId('ftv-save-failure');
    expect(within(dialog).getByText('Një gabim ndodhi gjatë modifikimit të referencës!')).toBeTruthy();
    expect(within(dialog).getByText('Preferenca VHP')).toBeTruthy();
    expect(onBack).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('says when the voter is no longer in the list', () => {
    renderFtv(<FtvEditView userId={USER} record={null} outbox={undefined} preferences={PREFERENCE_MAP} onBack={vi.fn()} />);
    expect(screen.getByTestId('ftv-not-found').textContent).toBe('Ky votues nuk është më në listën tuaj.');
  });
});

describe('FtvEditView — a conflict', () => {
  // The member changed the preference, the safety and the comment; another device the safety, the comment and the phone.
  const conflicted = () =>
    localFtv(assessed(), { political_preference_id: 3, safety_rating: 3, comment: 'Nga kjo pajisje' }, { safety_rating: 2, comment: 'Nga pajisja tjetër', phone: '0692222222' });
  const lastError = 'Ky votues u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.';
  const attention = (): RowOutbox => ({ state: 'attention', attentionStatus: 409, lastError, desired: { value: conflicted().edit, base: localFtv(assessed()).edit } });
  const field = (name: string) => within(screen.getByTestId('ftv-conflict')).getAllByTestId('conflict-row').find((row) => row.dataset.field === name) as HTMLElement;

  it("asks about the fields both changed; the member's side keeps the server's other changes", () => {
    renderView(conflicted(), attention());
    expect(screen.getByTestId('conflict-reason').textContent).toBe(lastError);
    expect(field('political_preference_id').dataset).toMatchObject({ differs: 'true', contested: 'false' });
    expect(within(field('political_preference_id')).getByTestId('conflict-mine').textContent).toBe('Kundër');
    expect(within(field('political_preference_id')).getByTestId('conflict-server').textContent).toBe('Mbështetës');
    expect(field('safety_rating').dataset.contested).toBe('true');
    expect(within(field('safety_rating')).getByTestId('conflict-choose-mine').textContent).toBe('Lëkundës');
    expect(field('comment').dataset.contested).toBe('true');
    expect(within(field('comment')).getByTestId('conflict-choose-server').textContent).toBe('Nga pajisja tjetër');
    expect(field('phone').dataset).toMatchObject({ differs: 'false', contested: 'false' });
    expect(field('phone').textContent).toContain('0692222222');
    expect(screen.queryByTestId('ftv-edit-form')).toBeNull();
  });

  it('stores the choice per field at one confirm', async () => {
    const { onBack } = renderView(conflicted(), attention());
    fireEvent.click(within(field('safety_rating')).getByTestId('conflict-choose-mine'));
    fireEvent.click(within(field('comment')).getByTestId('conflict-choose-server'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(resolveFtvConflict).toHaveBeenCalledWith(USER, 9, { safety_rating: 'mine', comment: 'theirs' });
  });
});

describe('FtvEditView — a refusal', () => {
  const refused = (): RowOutbox => ({ state: 'attention', attentionStatus: 400, lastError: 'Email-i nuk është i vlefshëm!', desired: { value: localFtv(assessed(), { email: 'x@' }).edit, base: localFtv(assessed()).edit } });

  it("shows the server's reason with correct and drop, not the conflict, and sends nothing", () => {
    renderView(localFtv(assessed(), { email: 'x@' }), refused());
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: Email-i nuk është i vlefshëm!');
    expect(screen.queryByTestId('ftv-conflict')).toBeNull();
    expect(screen.getByTestId('ftv-edit-view').textContent).not.toContain('pajisje tjetër');
    expect(screen.queryByTestId('ftv-edit-form')).toBeNull();
    expect(saveFtvPreference).not.toHaveBeenCalled();
  });

  it("correcting opens the form on the member's values; dropping discards the change", async () => {
    renderView(localFtv(assessed(), { email: 'x@' }), refused());
    fireEvent.click(screen.getByTestId('refused-edit'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('x@');
    cleanup();
    const second = renderView(localFtv(assessed(), { email: 'x@' }), refused());
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(second.onBack).toHaveBeenCalledTimes(1));
    expect(takeServerFtvEdit).toHaveBeenCalledWith(USER, 9);
  });
});
