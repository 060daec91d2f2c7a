import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VoterSearchResult } from '../../../contract/referred-voters';
import { renderOutreach } from '../test-render';
import { ReferredAddView } from './referred-add-view';
import { addReferral } from '../store';
import { searchVoterByNid, searchVotersByName } from '../search-api';

vi.mock('../store', () => ({
  addReferral: vi.fn(() => Promise.resolve('local-1')),
  AlreadyReferredError: class AlreadyReferredError extends Error {},
}));
vi.mock('../search-api', () => ({ searchVoterByNid: vi.fn(), searchVotersByName: vi.fn() }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const ANA: VoterSearchResult = {
  id: 41,
  nid: 'J10000001A',
  name: 'Ana',
  surname: 'Hoxha',
  father_name: 'Petrit',
  mother_name: 'Drita',
  dob: '1990-04-02',
  qv_code_full: '1234/01',
};

function renderForm({ online = true, referred = new Set<number>() } = {}) {
  const onAdded = vi.fn();
  renderOutreach(<ReferredAddView userId={7} online={online} referredVoterIds={referred} onBack={vi.fn()} onAdded={onAdded} />);
  return { onAdded };
}

function saveButton(): HTMLButtonElement {
  return screen.getByTestId<HTMLButtonElement>('referred-save');
}

async function chooseByNid(voter: VoterSearchResult) {
  vi.mocked(searchVoterByNid).mockResolvedValueOnce([voter]);
  fireEvent.change(screen.getByTestId('nid-search-input'), { target: { value: voter.nid } });
  fireEvent.click(screen.getByTestId('nid-search-submit'));
  await screen.findByTestId('chosen-voter');
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ReferredAddView', () => {
  it('keeps Ruaj disabled until a voter is chosen, then shows the voter read-only', async () => {
    renderForm();
    expect(saveButton().disabled).toBe(true);
    await chooseByNid(ANA);
    expect(saveButton().disabled).toBe(false);
    const chosen = screen.getByTestId('chosen-voter');
    expect(within(chosen).getByDisplayValue('J10000001A')).toBeTruthy();
    expect(within(chosen).getByDisplayValue('02-04-1990')).toBeTruthy();
    expect(within(chosen).getByDisplayValue<HTMLInputElement>('Hoxha').readOnly).toBe(true);
  });

  it("says so when the ID number finds nobody, and Ruaj stays disabled", async () => {
    renderForm();
    vi.mocked(searchVoterByNid).mockResolvedValueOnce([]);
    fireEvent.change(screen.getByTestId('nid-search-input'), { target: { value: 'X1' } });
    fireEvent.click(screen.getByTestId('nid-search-submit'));
    await screen.findByText('Nuk u gjet asnjë votues me këtë numër ID!');
    expect(saveButton().disabled).toBe(true);
  });

  it('shows the server-communication message when the search fails', async () => {
    renderForm();
    vi.mocked(searchVoterByNid).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.change(screen.getByTestId('nid-search-input'), { target: { value: 'J1' } });
    fireEvent.click(screen.getByTestId('nid-search-submit'));
    await screen.findByText('Një gabim ndodhi gjatë komunikimit me serverin!');
  });

  it("shows the spec's messages for a missing referrer and an invalid phone", async () => {
    renderForm();
    await chooseByNid(ANA);
    fireEvent.click(saveButton());
    await screen.findByText('Ju lutem, shënoni emrin e referuesit!');
    expect(screen.getByText('Ju lutemi, shënoni një numër telefoni të vlefshëm.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Telefoni i referuesit/), { target: { value: 'abc' } });
    fireEvent.click(saveButton());
    await screen.findByText('Ju lutemi, shënoni një numër telefoni të vlefshëm.');
    expect(addReferral).not.toHaveBeenCalled();
  });

  it('adds the referral with the comment capitalised and returns to the list', async () => {
    const { onAdded } = renderForm();
    await chooseByNid(ANA);
    fireEvent.change(screen.getByLabelText(/^Referuesi/), { target: { value: ' Besnik Kola ' } });
    fireEvent.change(screen.getByLabelText(/Telefoni i referuesit/), { target: { value: '+355 69 123 4567' } });
    fireEvent.change(screen.getByLabelText(/Komenti/), { target: { value: 'ëshë fqinj' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(addReferral).toHaveBeenCalledWith(7, ANA, { referues: 'Besnik Kola', referues_phone: '+355 69 123 4567', comment: 'Ëshë fqinj' });
  });

  it('refuses a voter already in the list instead of adding twice', async () => {
    renderForm({ referred: new Set([ANA.id]) });
    await chooseByNid(ANA);
    expect(screen.getByText('Ky votues është tashmë në listën tuaj të të referuarve!')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('says offline that the voter searches need a connection, keeping the rest of the form usable', () => {
    renderForm({ online: false });
    expect(screen.getByTestId('referred-search-offline').textContent).toContain('kërkon lidhje me internetin');
    expect(screen.getByTestId<HTMLButtonElement>('nid-search-submit').disabled).toBe(true);
    const referrer = screen.getByLabelText<HTMLInputElement>(/^Referuesi/);
    expect(referrer.disabled).toBe(false);
  });
});

describe("'Lista e votuesve'", () => {
  it('asks for a name search first, requires name and surname, and fills the form with the chosen voter', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('open-voter-search'));
    const modal = await screen.findByTestId('voter-search-modal');
    expect(within(modal).getByText('Ju lutem, kërkoni me emër dhe mbiemër!')).toBeTruthy();

    fireEvent.click(within(modal).getByTestId('voter-search-submit'));
    await within(modal).findByText('Ju lutem, plotësoni emrin!');
    expect(within(modal).getByText('Ju lutem, plotësoni mbiemrin!')).toBeTruthy();
    expect(searchVotersByName).not.toHaveBeenCalled();

    const many = Array.from({ length: 7 }, (_, i) => ({ ...ANA, id: 100 + i, nid: `J1000010${i}A` }));
    vi.mocked(searchVotersByName).mockResolvedValueOnce(many);
    fireEvent.change(within(modal).getByLabelText(/^Emri/), { target: { value: '  Ana ' } });
    fireEvent.change(within(modal).getByLabelText(/^Mbiemri/), { target: { value: 'Hoxha  ' } });
    fireEvent.click(within(modal).getByTestId('voter-search-submit'));
    await within(modal).findByText('1-5 nga 7');
    expect(searchVotersByName).toHaveBeenCalledWith({ name: 'Ana', surname: 'Hoxha', father_name: '' });
    expect(within(modal).getAllByTestId('voter-search-row')).toHaveLength(5);
    // The picker pages at a fixed 5: no size changer.
    expect(within(modal).queryByLabelText('Rreshta për faqe')).toBeNull();

    fireEvent.click(within(modal).getAllByRole('button', { name: /^Zgjidh/ })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('voter-search-modal')).toBeNull());
    expect(screen.getByTestId('chosen-voter').dataset.voterId).toBe('101');
    expect(saveButton().disabled).toBe(false);
  });

  it('says offline that searching needs a connection', async () => {
    renderForm({ online: false });
    fireEvent.click(screen.getByTestId('open-voter-search'));
    const modal = await screen.findByTestId('voter-search-modal');
    expect(within(modal).getByTestId('voter-search-offline')).toBeTruthy();
    expect(within(modal).getByTestId<HTMLButtonElement>('voter-search-submit').disabled).toBe(true);
  });
});
