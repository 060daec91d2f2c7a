import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../api/api-error';
import { saveLockVerifier } from '../../../db/lock-verifier';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { changeMyPassword } from '../api';
import { USER } from '../test-fixtures';
import { renderProfile } from '../test-render';
import { PasswordCard } from './password-card';

vi.mock('../api', () => ({ changeMyPassword: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../db/lock-verifier', () => ({ saveLockVerifier: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const fill = (name: string, value: string) => fireEvent.change(screen.getByTestId(`password-${name}`), { target: { value } });

describe('PasswordCard', () => {
  it("says the spec's three messages for empty fields", async () => {
    renderProfile(<PasswordCard userId={USER} online />);
    fireEvent.click(screen.getByTestId('password-submit'));
    await screen.findByText('Ju lutem, plotësoni passwordin aktual!');
    expect(screen.getByText('Ju lutem, plotësoni passwordin e ri!')).toBeTruthy();
    expect(screen.getByText('Ju lutem, plotësoni passwordin e ri të konfirmuar!')).toBeTruthy();
    expect(changeMyPassword).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs', async () => {
    renderProfile(<PasswordCard userId={USER} online />);
    fill('old_password', 'demo');
    fill('new_password', 'fjalekalim-i-ri');
    fill('confirm_new_password', 'tjeter-fjalekalim');
    fireEvent.click(screen.getByTestId('password-submit'));
    await screen.findByText('Fjalëkalimet nuk përputhen!');
    expect(changeMyPassword).not.toHaveBeenCalled();
  });

  it('changes the password, toasts the success, clears the form and teaches the app lock the new one', async () => {
    renderProfile(<PasswordCard userId={USER} online />);
    fill('old_password', 'demo');
    fill('new_password', 'fjalekalim-i-ri');
    fill('confirm_new_password', 'fjalekalim-i-ri');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fjalëkalimi u ndryshua me sukses!'));
    expect(changeMyPassword).toHaveBeenCalledWith({ old_password: 'demo', new_password: 'fjalekalim-i-ri', confirm_new_password: 'fjalekalim-i-ri' });
    expect(saveLockVerifier).toHaveBeenCalledWith(USER, 'fjalekalim-i-ri');
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('password-old_password').value).toBe(''));
  });

  it("shows the server's text, else the spec's fallback", async () => {
    vi.mocked(changeMyPassword).mockRejectedValueOnce(new ApiError('http', 'HTTP 400', { status: 400, serverText: 'Fjalëkalimi aktual është i pasaktë.' }));
    renderProfile(<PasswordCard userId={USER} online />);
    fill('old_password', 'gabim');
    fill('new_password', 'fjalekalim-i-ri');
    fill('confirm_new_password', 'fjalekalim-i-ri');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Fjalëkalimi aktual është i pasaktë.'));
    vi.mocked(changeMyPassword).mockRejectedValueOnce(new ApiError('http', 'HTTP 500', { status: 500 }));
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Një gabim ndodhi gjatë ndryshimit të fjalëkalimit!'));
    expect(screen.getByTestId('password-failure').textContent).toBe('Një gabim ndodhi gjatë ndryshimit të fjalëkalimit!');
  });

  it('says offline that it needs the server', () => {
    renderProfile(<PasswordCard userId={USER} online={false} />);
    expect(screen.getByTestId('password-offline').textContent).toBe('Ndryshimi i fjalëkalimit kërkon lidhje me internetin.');
    expect(screen.getByTestId<HTMLButtonElement>('password-submit').disabled).toBe(true);
  });
});
