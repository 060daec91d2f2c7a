import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocalDiasporaReference } from '../../../db/database';
import { notifySuccess } from '../../../ui/offline-list/notify';
import type { RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { keepMyDiasporaEdit, saveDiasporaReference, takeServerDiasporaEdit } from '../store';
import { renderDiaspora } from '../test-render';
import { LISTS, reference, USER } from '../test-fixtures';
import { EditReferenceView } from './edit-reference-view';

vi.mock('../store', () => ({
  saveDiasporaReference: vi.fn(() => Promise.resolve()),
  keepMyDiasporaEdit: vi.fn(() => Promise.resolve()),
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
    expect(saveDiasporaReference).toHaveBeenCalledWith(USER, record, expect.objectContaining({ reference_type: 2, has_referues: true, referues_name: 'Pjetër' }));
    expect(notifySuccess).toHaveBeenCalledWith('Referenca u modifikua me sukses!');
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
  const conflicted = () => reference('8', { edit: { emigrant_phone: '0694444', country_id: 6 }, server: { emigrant_phone: '0695555' } });
  const attention: RowOutbox = { state: 'attention', lastError: 'Kjo referencë u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.' };

  it('shows both versions side by side with the differences highlighted', () => {
    renderView(conflicted(), attention);
    const view = screen.getByTestId('diaspora-conflict');
    expect(within(view).getByTestId('conflict-reason').textContent).toBe(attention.lastError);
    const row = (name: string) => within(view).getAllByTestId('conflict-row').find((r) => r.dataset.field === name) as HTMLElement;
    expect(row('emigrant_phone').dataset.differs).toBe('true');
    expect(row('emigrant_phone').textContent).toContain('0694444');
    expect(row('emigrant_phone').textContent).toContain('0695555');
    expect(row('country_id').textContent).toContain('Gjermania');
    expect(row('country_id').textContent).toContain('Italia');
    expect(row('reference_type').dataset.differs).toBe('false');
    expect(screen.queryByTestId('diaspora-edit-form')).toBeNull();
  });

  it("keeps the member's change or takes the server's", async () => {
    const record = conflicted();
    const first = renderView(record, attention);
    fireEvent.click(screen.getByTestId('conflict-keep-mine'));
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    expect(keepMyDiasporaEdit).toHaveBeenCalledWith(USER, record);
    cleanup();
    const second = renderView(record, attention);
    fireEvent.click(screen.getByTestId('conflict-take-server'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(takeServerDiasporaEdit).toHaveBeenCalledWith(USER, record);
  });
});
