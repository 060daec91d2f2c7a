import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { createdTask, fakeServer, member, renderSentTasks, type SeenCall } from '../test-render';
import TasksSentPage from './tasks-sent-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function signedIn(codes: string[] = ['Detyra']): void {
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: codes, fullName: 'Admin Demo' } as unknown as ReturnType<typeof useSession>);
}

const FIVE = [member(3, 'Besa', 'Kola'), member(4, 'Arbër', 'Hoxha'), member(5, 'Dritan', 'Leka'), member(6, 'Elira', 'Gjoni'), member(8, 'Fatos', 'Meta')];

/** 25 tasks, ten a page, the first with five members; every call recorded. */
function twentyFive(onSend: (call: SeenCall) => { status?: number; body: unknown } = () => ({ body: { notified: 1 } })) {
  return fakeServer((call) => {
    if (call.method !== 'GET') return onSend(call);
    const offset = Number(new URL(call.path, 'http://x').searchParams.get('offset'));
    const ids = Array.from({ length: Math.min(10, 25 - offset) }, (_, i) => offset + i + 1);
    return { body: { count: 25, data: ids.map((id) => createdTask(id, id === 1 ? { members: FIVE } : {})) } };
  });
}

const listCalls = (calls: SeenCall[], offset: number) => calls.filter((c) => c.method === 'GET' && c.path === `/api/hr/mytasks/?limit=10&offset=${offset}`);

beforeEach(async () => {
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  signedIn();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  await db.cachedReads.clear();
  await db.session.clear();
});

// Chakra in happy-dom renders slowly; every test renders the whole table.
describe('/tasks-sent', { timeout: 15_000 }, () => {
  it('lists the tasks: name and description, the end date’s day, 2 avatars and +N for more than 3 members', async () => {
    const server = twentyFive();
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');

    expect(await screen.findByText('Detyra 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Detyrat e Krijuara' })).toBeTruthy();
    const first = screen.getAllByTestId('sent-task-row')[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Përshkrimi 1')).toBeTruthy();
    expect(within(first).getByTestId('sent-task-date').textContent).toBe('09-05-2025');
    const avatars = within(first).getByTestId('member-avatars');
    expect(avatars.querySelectorAll('[title]')).toHaveLength(2);
    expect(within(first).getByTestId('member-avatars-more').textContent).toBe('+3');
    expect(within(first).getByTestId('creator-priority').dataset.priority).toBe('2');
    expect(screen.getByRole('link', { name: 'Krijo' }).getAttribute('href')).toBe('/task-create');
  });

  it('says so when the member has created nothing', async () => {
    vi.stubGlobal('fetch', fakeServer(() => ({ body: { count: 0, data: [] } })).fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');
    expect((await screen.findByTestId('sent-tasks-empty')).textContent).toBe('Nuk ka detyra të krijuara');
  });

  it('fetches a page by offset only when it is not in memory yet; the search goes to the server', async () => {
    const server = twentyFive();
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');
    await screen.findByText('Detyra 1');

    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    await screen.findByText('Detyra 11');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja e mëparshme' }));
    await screen.findByText('Detyra 1');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjetër' }));
    await screen.findByText('Detyra 11');

    expect(listCalls(server.calls, 0)).toHaveLength(1);
    expect(listCalls(server.calls, 10)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Kërko sipas emrit ose përshkrimit'), { target: { value: 'derë' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kërko' }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/hr/mytasks/?limit=10&offset=0&search=der%C3%AB')).toBe(true));
  });

  it('‘Anullo’ asks first, warning that everyone is notified, then cancels and fetches the list again', async () => {
    const server = twentyFive(() => ({ body: { id: 1, notified: 5 } }));
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');
    await screen.findByText('Detyra 1');

    fireEvent.click(screen.getByRole('button', { name: 'Veprime për detyrën: Detyra 1' }));
    await screen.findByRole('menu');
    // As a tap does it: the menu selects the item the pointer went down on (highlighted first).
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Anullo' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Anullo' }).dataset.highlighted).toBe(''));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Anullo' }));
    const dialog = await screen.findByTestId('cancel-task-dialog');
    expect(dialog.textContent).toContain('Të gjithë pjesëmarrësit do të njoftohen.');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('cancel-task-confirm'));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/hr/task/1/cancel/']));
    await waitFor(() => expect(listCalls(server.calls, 0)).toHaveLength(2));
  });

  it('the members cell opens the list: one member or everyone is notified with the right body', async () => {
    const server = twentyFive((call) => ({ body: { notified: call.body && typeof call.body === 'object' && 'member_id' in call.body ? 1 : 5 } }));
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');
    await screen.findByText('Detyra 1');

    fireEvent.click(screen.getByRole('button', { name: 'Anëtarët e detyrës Detyra 1: 5' }));
    const dialog = await screen.findByTestId('members-dialog');
    expect(within(dialog).getAllByTestId('member-row')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Njofto Besa Kola' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Njofto të gjithë' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Njofto të gjithë' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(2));

    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/hr/task/1/notify/', body: { member_id: 3 } },
      { method: 'POST', path: '/api/hr/task/1/notify/', body: {} },
    ]);
  });

  it('offline: the page seen last opens from the device with its time; notifying says it needs the internet', async () => {
    // 09:30 in Tirana (GMT+2 in May).
    const at = Date.parse('2025-05-01T07:30:00Z');
    await db.cachedReads.put({ userId: USER, key: '/api/hr/mytasks/?limit=10&offset=0', value: { count: 1, data: [createdTask(1, { members: FIVE })] }, at });
    setOnline(false);
    const server = twentyFive();
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');

    expect(await screen.findByText('Detyra 1')).toBeTruthy();
    expect(screen.getByTestId('sent-tasks-as-of').textContent).toBe('Të dhënat në pajisje nga 01-05-2025 09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Anëtarët e detyrës Detyra 1: 5' }));
    const dialog = await screen.findByTestId('members-dialog');
    expect(within(dialog).getByTestId('notify-offline').textContent).toBe('Ky veprim kërkon lidhje me internetin.');
    expect(within(dialog).getByRole('button', { name: 'Njofto të gjithë' }).hasAttribute('disabled')).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('without ‘Detyra’ the screen says the member has no access and asks nothing', async () => {
    signedIn([]);
    const server = twentyFive();
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(<TasksSentPage />, '/tasks-sent');
    expect(await screen.findByTestId('sent-tasks-no-access')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
