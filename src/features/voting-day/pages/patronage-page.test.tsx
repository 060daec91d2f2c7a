import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { db, type LocalPatronageVoter } from '../../../db/database';
import { recordSignIn } from '../../../db/session';
import { sq as shellSq } from '../../../i18n/locales/sq';
import { startSyncRuntime, stopSyncRuntime } from '../../../sync/adapters/browser-runtime';
import { urlOf } from '../../../sync/testing/url-of';
import { holdIdleWork } from '../../../ui/testing/hold-idle-work';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { sq as votingDaySq } from '../i18n/sq';
import PatronagePage from './patronage-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const USER = 7;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'sq',
  resources: { sq: { translation: shellSq, [VOTING_DAY_NS]: votingDaySq } },
  interpolation: { escapeValue: false },
});

function voter(id: number, name: string, phone: string | null = null): LocalPatronageVoter {
  return {
    userId: USER,
    patronager_voter_id: id,
    name,
    father_name: 'Petrit',
    surname: 'Hoxha',
    list_number: id,
    voted: false,
    serverVoted: false,
    phone,
    qv_code: 'ZZ 1',
    folded: `${name.toLowerCase()} hoxha`,
  };
}

function renderPage() {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <PatronagePage />
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const row = (id: number) => screen.getByTestId(`voter-row-${id}`);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER, { isPatronager: true }));
  await db.patronageVoters.bulkPut([voter(1, 'Ana', '0691111111'), voter(2, 'Besa'), voter(3, 'Drita')]);
});

afterEach(async () => {
  cleanup();
  await stopSyncRuntime();
  vi.clearAllMocks();
});

describe('/patronager-module', () => {
  it('shows the module text to a member who is not a patronager', async () => {
    vi.mocked(useModuleMember).mockReturnValue(readyMember(USER));
    renderPage();
    // Its own chunk (components/lazy-no-access.ts): it arrives a moment after the page.
    expect((await screen.findByTestId('voting-no-access')).textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
  });

  it('a mark is written with its outbox row and shows on its row as waiting to be sent', async () => {
    renderPage();
    await waitFor(() => expect(row(2)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmo votimin e Besa Hoxha' }));
    await waitFor(() => expect(row(2).getAttribute('data-voted')).toBe('true'));
    expect(row(2).getAttribute('data-sync')).toBe('pending');
    expect(row(1).getAttribute('data-voted')).toBe('false');
    expect(await db.patronageVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: false });
    expect((await db.outbox.toArray()).map((r) => [r.key, r.desired])).toEqual([['vote:patronage:2', { voted: true }]]);
  });

  it('a tap whose send is acknowledged before the page reads the outbox again shows the row as sent', async () => {
    const requests: string[] = [];
    const server = ((url: RequestInfo | URL) => {
      requests.push(urlOf(url));
      return Promise.resolve(new Response(JSON.stringify({ patronager_voter_id: 2, voted: true }), { status: 200 }));
    }) as typeof fetch;
    await recordSignIn({ userId: USER, token: 'tok' });
    startSyncRuntime({ fetch: server });
    renderPage();
    await waitFor(() => expect(row(2)).toBeTruthy());
    // The next outbox read after the tap waits for an idle moment that only comes once the engine
    // has sent the mark and the server's answer removed its row: it finds what the last one found.
    const busy = holdIdleWork();
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmo votimin e Besa Hoxha' }));
    await waitFor(() => expect(row(2).getAttribute('data-voted')).toBe('true'));
    await vi.waitFor(async () => expect(await db.patronageVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: true }));
    expect(await db.outbox.count()).toBe(0);
    expect(requests).toEqual(['/api/patronage/patronager-voter-confirm-voting/2/']);

    act(() => busy.release());
    await waitFor(() => expect(row(2).getAttribute('data-sync')).toBe('sent'));
    expect(row(2).textContent).not.toContain('Në pajisje');
    expect(screen.getByTestId('voting-pending-count').getAttribute('data-count')).toBe('0');
  });

  it("'only those who have not voted' drops a voter once marked, and offers a call where there is a phone", async () => {
    await db.patronageVoters.update([USER, 3], { voted: true });
    renderPage();
    await waitFor(() => expect(row(1)).toBeTruthy());
    fireEvent.click(screen.getByTestId('only-not-voted'));
    await waitFor(() => expect(screen.queryByTestId('voter-row-3')).toBeNull());
    expect(screen.getByRole('link', { name: 'Telefono Ana Hoxha: 0691111111' }).getAttribute('href')).toBe('tel:0691111111');
    expect(row(2).textContent).toContain('Pa telefon');

    fireEvent.click(screen.getByRole('button', { name: 'Konfirmo votimin e Ana Hoxha' }));
    await waitFor(() => expect(screen.queryByTestId('voter-row-1')).toBeNull());
    expect(row(2)).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByTestId('only-not-voted'));
    });
    await waitFor(() => expect(row(1).getAttribute('data-voted')).toBe('true'));
  });
});
