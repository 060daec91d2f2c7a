import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { db, type LocalObserverVoter } from '../../../db/database';
import { downloadedAtKey } from '../../../db/meta-keys';
import { recordSignIn } from '../../../db/session';
import { startSyncRuntime, stopSyncRuntime } from '../../../sync/adapters/browser-runtime';
import { urlOf } from '../../../sync/testing/url-of';
import { holdIdleWork } from '../../../ui/testing/hold-idle-work';
import { areaRenderer } from '../../../ui/testing/render-area';
import { readyMember } from '../../../ui/session/testing/module-member';
import { useModuleMember } from '../../../ui/session/use-module-member';
import { VOTING_DAY_NS } from '../i18n/namespace';
import { sq as votingDaySq } from '../i18n/sq';
import ObserverPage from './observer-page';

vi.mock('../../../ui/session/use-module-member', () => ({ useModuleMember: vi.fn() }));
vi.mock('../../../ui/offline-list/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const USER = 7;
const OBSERVER = 70;
const renderArea = areaRenderer(VOTING_DAY_NS, votingDaySq);

/** The server as the sync engine reaches it: every vote is taken. */
const requests: string[] = [];
const server = ((url: RequestInfo | URL) => {
  requests.push(urlOf(url));
  return Promise.resolve(new Response(JSON.stringify({ voter_id: 2, voted: true }), { status: 200 }));
}) as typeof fetch;

function voter(id: number, name: string): LocalObserverVoter {
  return { userId: USER, voter_id: id, qv_id: 1, name, father_name: 'Petrit', surname: 'Hoxha', list_number: id, voted: false, serverVoted: false, folded: `${name.toLowerCase()} hoxha` };
}

const row = (id: number) => screen.getByTestId(`voter-row-${id}`);

beforeEach(async () => {
  requests.length = 0;
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.mocked(useModuleMember).mockReturnValue(readyMember(USER, { observerId: OBSERVER }));
  await recordSignIn({ userId: USER, token: 'tok' });
  await db.observerStations.put({ userId: USER, id: 1, code: '0001' });
  await db.observerVoters.bulkPut([voter(1, 'Ana'), voter(2, 'Besa'), voter(3, 'Drita')]);
  await db.meta.put({ key: downloadedAtKey('observer', USER), value: Date.now() });
});

afterEach(async () => {
  cleanup();
  await stopSyncRuntime();
  vi.clearAllMocks();
});

describe('/observer-module', () => {
  it('a tap whose send is acknowledged before the page reads the outbox again shows the row as sent', async () => {
    startSyncRuntime({ fetch: server });
    renderArea(<ObserverPage />, { path: '/observer-module' });
    await waitFor(() => expect(row(2)).toBeTruthy());
    // The first read found no outbox row; the next one, after the tap, waits for an idle moment
    // that only comes once the engine has sent the vote and the server's answer removed its row.
    const busy = holdIdleWork();
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmo votimin e Besa Hoxha' }));
    await waitFor(() => expect(row(2).getAttribute('data-voted')).toBe('true'));
    await vi.waitFor(async () => expect(await db.observerVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: true }));
    expect(await db.outbox.count()).toBe(0);
    expect(requests).toEqual(['/api/patronage/voting/']);

    act(() => busy.release());
    await waitFor(() => expect(row(2).getAttribute('data-sync')).toBe('sent'));
    expect(row(2).textContent).not.toContain('Në pajisje');
    expect(screen.getByTestId('voting-pending-count').getAttribute('data-count')).toBe('0');
  });
});
