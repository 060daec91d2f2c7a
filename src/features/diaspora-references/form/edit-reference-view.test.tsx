import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalDiasporaReference } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { resolveDiasporaConflict, saveDiasporaReference, takeServerDiasporaEdit } from '../store';
import { renderDiaspora } from '../test-render';
import { EDIT, LISTS, reference, USER } from '../test-fixtures';
import { EditReferenceView } from './edit-reference-view';

vi.mock('../store', () => ({
  saveDiasporaReference: vi.fn(() => Promise.resolve()),
  resolveDiasporaConflict: vi.fn(() => Promise.resolve()),
  takeServerDiasporaEdit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderView(record: LocalDiasporaReference | null | undefined, outbox?: RowOutbox) {
  const onClose = vi.fn();
  renderDiaspora(<EditReferenceView userId={USER} record={record} outbox={outbox} lists={LISTS} onClose={onClose} />);
  return { onClose };
}

const form = () => screen.getByTestId('diaspora-edit-form');
const field = (label: RegExp) => within(form()).getByLabelText<HTMLInputElement>(label);

describe('EditReferenceView', { timeout: 15_000 }, () => {
  it("starts from the member's values with the voter read-only and no picker", () => {
    renderView(reference('8', { edit: { emigrant_phone: '0691111', has_referues: true, referues_name: 'Gjon' }, server: { emigrant_phone: '0692222' } }));
    expect(screen.getByRole('heading', { name: 'Modifiko referencën e diasporës' })).toBeTruthy();
    expect(within(screen.getByTestId('diaspora-voter')).getByDisplayValue<HTMLInputElement>('Ana Hoxha').readOnly).toBe(true);
    expect(screen.queryByTestId('diaspora-open-picker')).toBeNull();
    expect(field(/^Telefoni\b(?! i)/).value).toBe('0691111');
    expect(field(/^Shteti i emigrimit/).value).toBe('5');
    expect(field(/^Emri i referuesit/).value).toBe('Gjon');
  });

  it("'biznesi' only switches the referrer on: what was typed stays", async () => {
    const record = reference('8', { edit: { has_referues: false, referues_name: null } });
    const { onClose } = renderView(record);
    fireEvent.click(screen.getByTestId('diaspora-has-referrer').querySelector('input') as HTMLInputElement);
    fireEvent.change(await screen.findByLabelText(/^Emri i referuesit/), { target: { value: 'Pjetër' } });
    fireEvent.click(screen.getByTestId('diaspora-has-referrer').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.queryByTestId('diaspora-referrer-fields')).toBeNull());
    fireEvent.change(field(/^Lloji i referencës/), { target: { value: '2' } });
    expect((await screen.findByLabelText<HTMLInputElement>(/^Emri i referuesit/)).value).toBe('Pjetër');
    fireEvent.click(screen.getByTestId('diaspora-edit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveDiasporaReference).toHaveBeenCalledWith(USER, record, expect.objectContaining({ reference_type: 2, has_referues: true, referues_name: 'Pjetër' }), record.state.value);
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Referenca u modifikua me sukses!'));
  });

  it('asks for the phone, not for a voter', async () => {
    renderView(reference('8'));
    fireEvent.change(field(/^Telefoni\b(?! i)/), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('diaspora-edit-save'));
    await screen.findByText('Ju lutem, plotësoni numrin e telefonit!');
    expect(screen.queryByText('Ju lutem, zgjidhni votuesin!')).toBeNull();
    expect(saveDiasporaReference).not.toHaveBeenCalled();
  });

  it('says in a modal when the device could not write the edit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(saveDiasporaReference).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onClose } = renderView(reference('8'));
    fireEvent.click(screen.getByTestId('diaspora-edit-save'));
    const modal = await screen.findByTestId('diaspora-edit-failure');
    expect(within(modal).getByText('Modifiko referencën e diasporës')).toBeTruthy();
    expect(within(modal).getByText('Një gabim ndodhi gjatë modifikimit të referencës!')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the reference is no longer in the list', () => {
    renderView(null);
    expect(screen.getByTestId('diaspora-not-found').textContent).toBe('Kjo referencë nuk është më në listën tuaj.');
  });
});

describe('EditReferenceView — a conflict', { timeout: 15_000 }, () => {
  // The member changed the phone and the country; another device changed the phone and the note.
  const conflicted = () => reference('8', { edit: { emigrant_phone: '0694444', country_id: 6 }, server: { emigrant_phone: '0695555', note: 'Nga tjetri' } });
  const attention: RowOutbox = {
    state: 'attention',
    attentionStatus: 409,
    lastError: 'Kjo referencë u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
    desired: { exists: true, value: { ...EDIT, emigrant_phone: '0694444', country_id: 6 }, base: EDIT, fixed: { voter_id: 8 } },
  };
  const row = (name: string) => within(screen.getByTestId('diaspora-conflict')).getAllByTestId('conflict-row').find((r) => r.dataset.field === name) as HTMLElement;

  it("asks only about the field both changed; the member's side keeps the server's note", () => {
    renderView(conflicted(), attention);
    expect(within(screen.getByTestId('diaspora-conflict')).getByTestId('conflict-reason').textContent).toBe(attention.lastError);
    expect(row('emigrant_phone').dataset.contested).toBe('true');
    expect(row('emigrant_phone').textContent).toContain('0694444');
    expect(row('emigrant_phone').textContent).toContain('0695555');
    expect(row('country_id').dataset).toMatchObject({ differs: 'true', contested: 'false' });
    expect(row('country_id').textContent).toContain('Gjermania');
    expect(row('country_id').textContent).toContain('Italia');
    expect(row('note').dataset.differs).toBe('false');
    expect(row('reference_type').dataset.differs).toBe('false');
    expect(screen.queryByTestId('diaspora-edit-form')).toBeNull();
  });

  it('stores the choice per field at one confirm', async () => {
    const record = conflicted();
    const first = renderView(record, attention);
    fireEvent.click(within(row('emigrant_phone')).getByTestId('conflict-choose-server'));
    fireEvent.click(screen.getByTestId('conflict-confirm'));
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    expect(resolveDiasporaConflict).toHaveBeenCalledWith(USER, record, { emigrant_phone: 'theirs' });
  });
});

describe('EditReferenceView — a refusal', { timeout: 15_000 }, () => {
  const refused: RowOutbox = { state: 'attention', attentionStatus: 400, lastError: 'Lloji i referencës nuk ekziston!' };

  it("shows the server's reason with correct and drop, not the conflict, and sends nothing", () => {
    renderView(reference('8', { edit: { emigrant_phone: '0691' } }), refused);
    expect(screen.getByTestId('refused-title').textContent).toBe('Serveri nuk e pranoi: Lloji i referencës nuk ekziston!');
    expect(screen.queryByTestId('diaspora-conflict')).toBeNull();
    expect(screen.getByTestId('diaspora-edit-view').textContent).not.toContain('pajisje tjetër');
    expect(screen.queryByTestId('diaspora-edit-form')).toBeNull();
    expect(saveDiasporaReference).not.toHaveBeenCalled();
  });

  it("correcting opens the form on the member's values; dropping discards the change", async () => {
    renderView(reference('8', { edit: { emigrant_phone: '0691' } }), refused);
    fireEvent.click(screen.getByTestId('refused-edit'));
    expect(field(/^Telefoni\b(?! i)/).value).toBe('0691');
    cleanup();
    const record = reference('8');
    const second = renderView(record, refused);
    fireEvent.click(screen.getByTestId('refused-discard'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(takeServerDiasporaEdit).toHaveBeenCalledWith(USER, record);
  });
});
