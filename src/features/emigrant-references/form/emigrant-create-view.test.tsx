import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { createEmigrantReference } from '../store';
import { GERMANY, ITALY, USER } from '../test-fixtures';
import { renderEmigrant } from '../test-render';
import { EmigrantCreateView } from './emigrant-create-view';

vi.mock('../store', () => ({ createEmigrantReference: vi.fn(() => Promise.resolve('local-1')) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function renderView(countries = [ITALY, GERMANY]) {
  const onBack = vi.fn();
  const onCreated = vi.fn();
  renderEmigrant(<EmigrantCreateView userId={USER} countries={countries} onBack={onBack} onCreated={onCreated} />);
  const form = screen.getByTestId('emigrant-form');
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { onBack, onCreated, form, field };
}

// Chakra forms render slowly in happy-dom on a busy machine.
describe("EmigrantCreateView — 'Referencë e re'", { timeout: 15_000 }, () => {
  it("shows every spec message and writes nothing while they stand", async () => {
    const { form } = renderView();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Emri' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await screen.findByText('Ju lutem zgjidhni shtetin!');
    expect(screen.getAllByText('Ju lutem plotësoni qytetin!')).toHaveLength(2);
    // The surname takes the name's message (spec 02 §5).
    expect(screen.getAllByText('Ju lutem, plotësoni emrin!')).toHaveLength(2);
    expect(screen.getByText('Ju lutem, plotësoni telefonin!')).toBeTruthy();
    expect(createEmigrantReference).not.toHaveBeenCalled();
  });

  it('saves the trimmed reference on the device with its country, toasts and goes back', async () => {
    const { form, field, onCreated } = renderView();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Shteti' }), { target: { value: String(GERMANY.id) } });
    fireEvent.change(field('Qyteti i emigrimit'), { target: { value: ' Mynih ' } });
    fireEvent.change(field('Qyteti në Shqipëri'), { target: { value: 'Korçë' } });
    fireEvent.change(field('Emri'), { target: { value: 'Ëngjëll' } });
    fireEvent.change(field('Mbiemri'), { target: { value: 'Çela' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Telefoni' }), { target: { value: '+49 151 2345678' } });
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(createEmigrantReference).toHaveBeenCalledWith(USER, GERMANY, {
      city: 'Mynih',
      city_albania: 'Korçë',
      name: 'Ëngjëll',
      surname: 'Çela',
      phone: '+49 151 2345678',
      referues_name: null,
    });
    // The success text comes once the outbox is seen holding nothing of the save (a mocked store queues none).
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Shtimi u krye me sukses!'));
  });

  it('says so when the device could not store it, and stays on the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(createEmigrantReference).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { form, field, onCreated } = renderView();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Shteti' }), { target: { value: String(ITALY.id) } });
    for (const name of ['Qyteti i emigrimit', 'Qyteti në Shqipëri', 'Emri', 'Mbiemri', 'Telefoni']) fireEvent.change(field(name), { target: { value: 'x' } });
    fireEvent.change(field('Emri i referuesit'), { target: { value: 'Arben' } });
    fireEvent.click(screen.getByTestId('emigrant-save'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Një gabim ndodhi gjatë shtimit!'));
    expect(onCreated).not.toHaveBeenCalled();
    expect(createEmigrantReference).toHaveBeenCalledWith(USER, ITALY, expect.objectContaining({ referues_name: 'Arben' }));
  });

  it('says the country list is missing when the device has none yet', () => {
    renderView([]);
    expect(screen.getByTestId('emigrant-countries-missing').textContent).toContain('Lista e shteteve nuk është shkarkuar ende');
  });
});
