import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiEventHandlers } from '../../../api/api-events';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { toaster } from '../../../ui/toaster';
import { renderTaskCreate } from '../test-render';
import TaskCreatePage from './task-create-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;
const PARENT = {
  id: 5,
  name: 'Fushata derë më derë',
  description: 'x',
  points: 6,
  start_date: '2026-12-01T08:00:00.000Z',
  end_date: '2026-12-10T17:00:00.000Z',
  task_type: null,
  task_priority: { id: 2, name: 'Mesatare' },
  progress: 0,
  completed: false,
  is_qrcode: false,
  hash_code: null,
  address: null,
  location: null,
  parent: null,
  create_member: { id: USER, name: 'Arbër', surname: 'Hoxha', photo: null },
  members: [],
  qrcode_file: null,
  subtasks: [],
  docs: [],
  completed_tasks: [],
};

let createAnswer: { status: number; body: unknown } = { status: 201, body: { id: 99 } };
let groupsStatus = 200;
const posted: unknown[] = [];

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function stubServer(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
      const { pathname } = new URL(request.url);
      if (request.method === 'POST' && pathname === '/api/hr/task/') {
        posted.push(await request.json());
        return json(createAnswer.status, createAnswer.body);
      }
      switch (pathname) {
        case '/api/hr/tasktype/':
          return json(200, [{ id: 4, name: 'Takim', description: null, points: 10 }]);
        case '/api/hr/taskpriority/':
          return json(200, [
            { id: 1, name: 'E lartë' },
            { id: 2, name: 'Mesatare' },
            { id: 3, name: 'E ulët' },
          ]);
        case '/api/hr/task-member-group/':
          return groupsStatus === 200 ? json(200, [{ id: 8, name: 'Anëtar', group_index: 8 }]) : json(groupsStatus, { Error: 'Nuk keni akses.' });
        case '/api/hr/taskinfo/':
          return json(200, PARENT);
        default:
          return json(404, { Error: 'no' });
      }
    }),
  );
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

async function fillRequired(): Promise<void> {
  await screen.findByRole('option', { name: 'Takim' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText(/^Titulli/), { target: { value: 'Takim në lagje' } });
  fireEvent.change(screen.getByLabelText(/^Përshkrimi/), { target: { value: 'Me banorët' } });
  fireEvent.change(screen.getByLabelText(/^Data e fillimit/), { target: { value: '02-12-2026' } });
  fireEvent.change(screen.getByLabelText(/^Ora e fillimit/), { target: { value: '10:00' } });
  fireEvent.change(screen.getByLabelText(/^Data e mbarimit/), { target: { value: '03-12-2026' } });
  fireEvent.change(screen.getByLabelText(/^Ora e mbarimit/), { target: { value: '12:00' } });
  fireEvent.change(screen.getByTestId('task-type'), { target: { value: '4' } });
  fireEvent.change(screen.getByTestId('task-priority'), { target: { value: '1' } });
}

const warnings: { title: string; description: string }[] = [];
let unregister = () => {};

beforeEach(async () => {
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: ['Detyra'] } as unknown as ReturnType<typeof useSession>);
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  createAnswer = { status: 201, body: { id: 99 } };
  groupsStatus = 200;
  posted.length = 0;
  warnings.length = 0;
  sessionStorage.clear();
  unregister = setApiEventHandlers({ onUnauthorized: vi.fn(), onToast: (toast) => warnings.push(toast) });
  stubServer();
});
afterEach(async () => {
  cleanup();
  unregister();
  vi.restoreAllMocks();
  setOnline(true);
  await db.cachedReads.clear();
  await db.session.clear();
});
// Not after each test: a list read still under way when its page unmounted would reach the real network.
afterAll(() => vi.unstubAllGlobals());

// The first render loads Chakra and the form on a slow, shared machine.
describe('TaskCreatePage', { timeout: 20_000 }, () => {
  it('sends the create payload (points from the type, UTC dates, empty activities) and shows the success toast', async () => {
    const toast = vi.spyOn(toaster, 'create');
    renderTaskCreate(<TaskCreatePage />, '/task-create');
    await fillRequired();
    expect(screen.getByTestId<HTMLInputElement>('task-points').value).toBe('10.0');
    const qr = screen.getByRole('checkbox', { name: 'Detyrë me kod QR' });
    fireEvent.click(qr);
    // The checkbox reports its new state a moment after the click.
    await waitFor(() => expect(qr.closest('label')?.dataset.state).toBe('checked'));
    fireEvent.click(screen.getByTestId('task-create-submit'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Takim në lagje',
      description: 'Me banorët',
      points: 10,
      start_date: '2026-12-02T09:00:00Z',
      end_date: '2026-12-03T11:00:00Z',
      task_type_id: 4,
      taskactivity_set: [],
      task_priority_id: 1,
      member_ids: [],
      is_qrcode: true,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Sukses', description: 'Detyra u shtua me sukses.' }));
    expect(screen.getByTestId('task-create-submit').hasAttribute('disabled')).toBe(true);
  });

  it('a refusal shows the server’s Error as a warning and keeps what was typed', async () => {
    createAnswer = { status: 400, body: { Error: 'Lloji i zgjedhur i detyrës nuk ekziston.' } };
    renderTaskCreate(<TaskCreatePage />, '/task-create');
    await fillRequired();
    fireEvent.click(screen.getByTestId('task-create-submit'));
    await waitFor(() => expect(warnings).toEqual([{ title: 'Error', description: 'Lloji i zgjedhur i detyrës nuk ekziston.' }]));
    expect(screen.getByLabelText<HTMLInputElement>(/^Titulli/).value).toBe('Takim në lagje');
    expect(screen.getByTestId('task-create-submit').hasAttribute('disabled')).toBe(false);
  });

  it('a sub-task names its parent, starts on its dates and sends parent', async () => {
    const toast = vi.spyOn(toaster, 'create');
    renderTaskCreate(<TaskCreatePage />, '/task-create?parent=5');
    expect(await screen.findByText('Nën-detyrë e: Fushata derë më derë')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Krijo nën-detyrë');
    expect(screen.getByLabelText<HTMLInputElement>(/^Data e fillimit/).value).toBe('01-12-2026');
    expect(screen.getByLabelText<HTMLInputElement>(/^Ora e fillimit/).value).toBe('09:00');
    await fillRequired();
    fireEvent.click(screen.getByTestId('task-create-submit'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ parent: 5, start_date: '2026-12-02T09:00:00Z' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Nën-Detyra u shtua me sukses.' })));
  });

  it('keeps what was typed in this tab and restores it on the next open', () => {
    const first = renderTaskCreate(<TaskCreatePage />, '/task-create');
    fireEvent.change(screen.getByLabelText(/^Titulli/), { target: { value: 'Gjysmë e shkruar' } });
    first.unmount();
    renderTaskCreate(<TaskCreatePage />, '/task-create');
    expect(screen.getByLabelText<HTMLInputElement>(/^Titulli/).value).toBe('Gjysmë e shkruar');
    fireEvent.click(screen.getByRole('button', { name: 'Pastro formularin' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Titulli/).value).toBe('');
    expect(sessionStorage.getItem(`terren:task-create-draft:${USER}:new`)).toContain('"name":""');
  });

  it('offline: says why and cannot submit', () => {
    setOnline(false);
    renderTaskCreate(<TaskCreatePage />, '/task-create');
    expect(screen.getByTestId('task-create-offline').textContent).toContain('Ky veprim kërkon lidhje me internetin.');
    expect(screen.getByTestId('task-create-submit').hasAttribute('disabled')).toBe(true);
  });

  it('without "Detyra", or when the server says 404, the no-access text', async () => {
    vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: [] } as unknown as ReturnType<typeof useSession>);
    const plain = renderTaskCreate(<TaskCreatePage />, '/task-create');
    expect(screen.getByTestId('task-create-no-access').textContent).toBe('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
    plain.unmount();

    vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: ['Detyra'] } as unknown as ReturnType<typeof useSession>);
    groupsStatus = 404;
    renderTaskCreate(<TaskCreatePage />, '/task-create');
    expect(await screen.findByTestId('task-create-no-access')).toBeTruthy();
  });
});
