import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../../ui/offline-list/notify';
import { createDiasporaReference, searchDiasporaVoters } from '../store';
import { renderDiaspora } from '../test-render';
import { diasporaVoter, LISTS, USER } from '../test-fixtures';
import { NewReferenceView } from './new-reference-view';

vi.mock('../store', () => ({ createDiasporaReference: vi.fn(() => Promise.resolve('local-1')), searchDiasporaVoters: vi.fn() }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ANA = diasporaVoter(41, { dob: '1990-04-02' });

function renderView({ online = true } = {}) {
  const onAdded = vi.fn();
  renderDiaspora(<NewReferenceView userId={USER} online={online} lists={LISTS} onClose={vi.fn()} onAdded={onAdded} />);
  return { onAdded };
}

const save = () => screen.getByTestId<HTMLButtonElement>('diaspora-new-save');
const form = () => screen.getByTestId('diaspora-reference-form');

async function pick(voter = ANA) {
  vi.mocked(searchDiasporaVoters).mockResolvedValueOnce([voter]);
  fireEvent.click(screen.getByTestId('diaspora-open-picker'));
  const modal = await screen.findByTestId('diaspora-picker');
  fireEvent.change(within(modal).getByLabelText(/^Emri/), { target: { value: 'Ana' } });
  fireEvent.change(within(modal).getByLabelText(/^Mbiemri/), { target: { value: 'Hoxha' } });
  fireEvent.submit(within(modal).getByTestId('diaspora-picker-form'));
  fireEvent.click(await within(modal).findByRole('button', { name: `Zgjidh ${voter.name} ${voter.surname}` }));
  await screen.findByTestId('diaspora-voter');
}

/**
 * Labels as on screen, matched as a prefix (a required field's label ends in its mark); `(?! i)`
 * keeps 'Telefoni' from also matching 'Telefoni i referuesit'.
 */
function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form()).getByLabelText(new RegExp(`^${label}\\b(?! i)`)), { target: { value } });
}

describe('NewReferenceView', { timeout: 15_000 }, () => {
  it('keeps Save disabled and asks for the voter until one is picked, then shows the voter read-only', async () => {
    renderView();
    expect(save().disabled).toBe(true);
    expect(screen.getByTestId('diaspora-voter-none').textContent).toBe('Ju lutem, zgjidhni votuesin!');
    await pick();
    expect(save().disabled).toBe(false);
    const voter = screen.getByTestId('diaspora-voter');
    expect(voter.dataset.voterId).toBe('41');
    expect(within(voter).getByDisplayValue<HTMLInputElement>('Ana Hoxha').readOnly).toBe(true);
    expect(within(voter).getByDisplayValue('02-04-1990')).toBeTruthy();
    expect(within(voter).getByDisplayValue('Bushat')).toBeTruthy();
  });

  it("the picker asks for a search first, says the spec's messages, and pages its results by 5", async () => {
    renderView();
    fireEvent.click(screen.getByTestId('diaspora-open-picker'));
    const modal = await screen.findByTestId('diaspora-picker');
    expect(within(modal).getByRole('heading', { name: 'Kërko dhe zgjidh votuesin' })).toBeTruthy();
    expect(within(modal).getByTestId('diaspora-picker-hint').textContent).toBe('Ju lutem, kërkoni fillimisht sipas filtrave përkatës!');
    fireEvent.submit(within(modal).getByTestId('diaspora-picker-form'));
    await within(modal).findByText('Plotësoni emrin!');
    expect(within(modal).getByText('Plotësoni mbiemrin!')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText(/^Emri/), { target: { value: 'A' } });
    fireEvent.change(within(modal).getByLabelText(/^Mbiemri/), { target: { value: 'Hoxha' } });
    fireEvent.submit(within(modal).getByTestId('diaspora-picker-form'));
    await within(modal).findByText('Plotësoni të paktën 2 karaktere!');
    expect(searchDiasporaVoters).not.toHaveBeenCalled();

    vi.mocked(searchDiasporaVoters).mockResolvedValueOnce(Array.from({ length: 7 }, (_, i) => diasporaVoter(100 + i)));
    fireEvent.change(within(modal).getByLabelText(/^Emri/), { target: { value: ' An ' } });
    fireEvent.change(within(modal).getByLabelText(/^Atësia/), { target: { value: 'Pe' } });
    // Enter in a field submits the form.
    fireEvent.submit(within(modal).getByTestId('diaspora-picker-form'));
    await within(modal).findByText('1-5 nga 7');
    expect(searchDiasporaVoters).toHaveBeenCalledWith(USER, { name: 'An', surname: 'Hoxha', father_name: 'Pe' });
    expect(within(modal).getAllByTestId('diaspora-picker-row')).toHaveLength(5);
    expect(within(modal).queryByLabelText('Rreshta për faqe')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Pastro' }));
    await within(modal).findByTestId('diaspora-picker-hint');
  });

  it("shows the server's text, or the communication message, when the search fails", async () => {
    renderView();
    vi.mocked(searchDiasporaVoters).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByTestId('diaspora-open-picker'));
    const modal = await screen.findByTestId('diaspora-picker');
    fireEvent.change(within(modal).getByLabelText(/^Emri/), { target: { value: 'Ana' } });
    fireEvent.change(within(modal).getByLabelText(/^Mbiemri/), { target: { value: 'Hoxha' } });
    fireEvent.submit(within(modal).getByTestId('diaspora-picker-form'));
    expect((await within(modal).findByTestId('diaspora-picker-error')).textContent).toBe('Një gabim ndodhi gjatë komunikimit me serverin!');
  });

  it('says offline that the national search needs the internet, and the modal cannot search', async () => {
    renderView({ online: false });
    expect(screen.getByTestId('diaspora-picker-needs-connection').textContent).toContain('kërkon lidhje me internetin');
    fireEvent.click(screen.getByTestId('diaspora-open-picker'));
    const modal = await screen.findByTestId('diaspora-picker');
    expect(within(modal).getByTestId('diaspora-picker-offline')).toBeTruthy();
    expect(within(modal).getByTestId<HTMLButtonElement>('diaspora-picker-search').disabled).toBe(true);
  });

  it("says the form's messages and saves nothing while they stand", async () => {
    renderView();
    await pick();
    fireEvent.click(screen.getByTestId('diaspora-has-referrer').querySelector('input') as HTMLInputElement);
    await screen.findByTestId('diaspora-referrer-fields');
    fireEvent.click(save());
    await screen.findByText('Ju lutem, zgjidhni shtetin!');
    expect(screen.getByText('Ju lutem, zgjidhni llojin e referencës!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, plotësoni numrin e telefonit!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, plotësoni emrin e referuesit!')).toBeTruthy();
    expect(createDiasporaReference).not.toHaveBeenCalled();
  });

  it("'biznesi' switches the referrer on and clears its fields; the reference is saved on the device", async () => {
    const { onAdded } = renderView();
    await pick();
    fireEvent.click(screen.getByTestId('diaspora-has-referrer').querySelector('input') as HTMLInputElement);
    await screen.findByTestId('diaspora-referrer-fields');
    fill({ 'Emri i referuesit': 'Gjon', 'Telefoni i referuesit': '069' });
    // Off again: the fields hide.
    fireEvent.click(screen.getByTestId('diaspora-has-referrer').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.queryByTestId('diaspora-referrer-fields')).toBeNull());

    fill({ 'Lloji i referencës': '2' });
    await screen.findByTestId('diaspora-referrer-fields');
    expect(screen.getByTestId('diaspora-business-hint')).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>(/^Emri i referuesit/).value).toBe('');
    expect(within(form()).getByLabelText<HTMLInputElement>(/^Telefoni i referuesit/).value).toBe('');
    expect(screen.getByTestId('diaspora-has-referrer').querySelector('input')?.disabled).toBe(true);

    fill({ 'Shteti i emigrimit': '6', Telefoni: ' +49 151 2 ', 'Qyteti i emigrimit': 'Mynih', 'Emri i referuesit': 'Pjetër', 'Mbiemri i referuesit': 'Gjoka' });
    fireEvent.click(save());
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(createDiasporaReference).toHaveBeenCalledWith(USER, ANA, {
      country_id: 6,
      reference_type: 2,
      emigrant_city: 'Mynih',
      emigrant_phone: '+49 151 2',
      zip_code: null,
      note: null,
      has_referues: true,
      referues_name: 'Pjetër',
      referues_surname: 'Gjoka',
      referues_phone: null,
    });
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Referenca u shtua me sukses!'));
  });

  it('says so in an error alert when the device could not write the reference', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(createDiasporaReference).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onAdded } = renderView();
    await pick();
    fill({ 'Shteti i emigrimit': '5', 'Lloji i referencës': '1', Telefoni: '0691' });
    fireEvent.click(save());
    expect((await screen.findByTestId('diaspora-add-failure')).textContent).toContain('Një gabim ndodhi gjatë shtimit të referencës!');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
