import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { readLockVerifier } from '../../../db/lock-verifier';
import { appLockKey } from '../../../db/meta-keys';
import { i18next } from '../../../i18n/i18n';
import { deriveVerifier, VERIFIER_ITERATIONS } from '../../../lib/password-verifier';
import { PreferencesProvider } from '../../../ui/preferences/preferences-context';
import { requestLogin } from '../api';
import LoginPage from './login-page';

const USER = 9;

vi.mock('../api', () => ({
  requestLogin: vi.fn(() => Promise.resolve({ key: 'a'.repeat(64), user: { id: 9, name: 'Ana', surname: 'Hoxha', username: 'ana' }, permissions: [] })),
}));
// The session's own sign-in (session data calls, IndexedDB session row) has its tests; here it only has to succeed.
vi.mock('../../../ui/session/session-context', () => ({
  useSession: () => ({ auth: null, signIn: () => Promise.resolve(), signOutNotice: null }),
}));

beforeEach(async () => {
  await db.meta.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLoginPage() {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18next}>
        <PreferencesProvider>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/dashboard" element={<p>dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </PreferencesProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

describe('/login and the app lock verifier', () => {
  it('a sign-in replaces a verifier made with fewer rounds by one of today’s', async () => {
    await db.meta.put({ key: appLockKey(USER), value: await deriveVerifier('demo', 310_000) });
    renderLoginPage();
    fireEvent.change(document.querySelector('input[name="username"]') as HTMLInputElement, { target: { value: 'ana' } });
    fireEvent.change(document.querySelector('input[name="password"]') as HTMLInputElement, { target: { value: 'demo' } });
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);

    await screen.findByText('dashboard', undefined, { timeout: 10_000 });
    expect(requestLogin).toHaveBeenCalledWith({ username: 'ana', password: 'demo' });
    await waitFor(async () => expect((await readLockVerifier(USER))?.iterations).toBe(VERIFIER_ITERATIONS));
  });
});

describe('/login labels', () => {
  it('labels the username field in Albanian, with no English word on the form', () => {
    renderLoginPage();
    expect(screen.getByLabelText('Emri i përdoruesit ose kodi')).toBe(document.querySelector('input[name="username"]'));
    expect(document.body.textContent).not.toMatch(/username/i);
  });
});
