import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { i18next } from '../../../i18n/i18n';
import { SessionProvider } from '../../../ui/session/session-context';
import type { LogoutState } from '../../../ui/session/sign-out-state';
import { observerVoter, signedInDevice, unsentMark } from '../../../ui/session/testing/signed-in-device';
import { requestLogout, requestLogoutAll } from '../api';
import LogoutPage from './logout-page';

vi.mock('../api', () => ({ requestLogout: vi.fn(() => Promise.resolve()), requestLogoutAll: vi.fn(() => Promise.resolve()) }));

const USER = 5;

function renderLogout(state: LogoutState = {}) {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18next}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/dashboard', { pathname: '/logout', state }]} initialIndex={1}>
            <Routes>
              <Route path="/logout" element={<LogoutPage />} />
              <Route path="/login" element={<p>login page</p>} />
              <Route path="/dashboard" element={<p>dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const signedIn = () => localStorage.getItem('authUser') !== null;

beforeEach(async () => {
  await signedInDevice(USER);
  await db.observerVoters.bulkPut([observerVoter(1, USER), observerVoter(2, USER)]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/logout', () => {
  it('warns that unsent changes stay on the device and the downloaded lists go; confirming keeps the change', async () => {
    await db.outbox.put(unsentMark(USER));
    renderLogout();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Ai mbetet në këtë pajisje derisa të dërgohet');
    expect(dialog.textContent).toContain('Listat e shkarkuara do të fshihen nga pajisja.');
    fireEvent.click(screen.getByRole('button', { name: 'Dil gjithsesi' }));
    await screen.findByText('login page');
    expect(signedIn()).toBe(false);
    expect(await db.observerVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('everywhere: ends every session on the server, then signs out here', async () => {
    renderLogout({ everywhere: true });
    await screen.findByText('login page');
    expect(requestLogoutAll).toHaveBeenCalledOnce();
    expect(requestLogout).not.toHaveBeenCalled();
    expect(signedIn()).toBe(false);
  });

  it('everywhere, offline: says it needs a connection and offers this device only', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLogout({ everywhere: true });
    await screen.findByText(/Për të dalë nga të gjitha pajisjet duhet lidhje interneti/);
    expect(requestLogoutAll).not.toHaveBeenCalled();
    expect(signedIn()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Dil vetëm nga kjo pajisje' }));
    await screen.findByText('login page');
    expect(requestLogout).toHaveBeenCalledOnce();
    expect(signedIn()).toBe(false);
  });

  it('everywhere, the server call fails: stays signed in and says so', async () => {
    vi.mocked(requestLogoutAll).mockRejectedValueOnce(new Error('network'));
    renderLogout({ everywhere: true });
    await screen.findByText(/Për të dalë nga të gjitha pajisjet duhet lidhje interneti/);
    expect(signedIn()).toBe(true);
    expect(await db.observerVoters.count()).toBe(2);
  });

  it('after too many wrong lock passwords: signs out without asking, keeping the unsent change', async () => {
    await db.outbox.put(unsentMark(USER));
    renderLogout({ lockFailures: true });
    await screen.findByText('login page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signedIn()).toBe(false);
    expect(await db.observerVoters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
