import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskInfo } from '../../../contract/task-creator';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { taskFixture } from '../test-fixtures';
import { renderTaskEdit } from '../test-render';
import { sanitizeHtml } from '../../../ui/html/html-text';
import TaskEditPage from './task-edit-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));
// DOMPurify does not clean under happy-dom: the e2e spec checks it in Chromium. Here: the card renders only what the sanitiser returns.
vi.mock('../../../ui/html/html-text', () => ({ sanitizeHtml: vi.fn(() => '<p>Vizituam <b>40</b> shtëpi.</p>') }));

const USER = 1;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The server as far as this page goes: the detail, the two dropdowns, and PUT answering `put`. */
function stubServer(task: TaskInfo, put: (body: Record<string, unknown>) => Response = (body) => json({ ...task, ...body })) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = request.url;
      const body = request.method === 'PUT' ? ((await request.json()) as Record<string, unknown>) : null;
      sent.push({ method: request.method, url, body });
      if (request.method === 'PUT' && body) return put(body);
      if (url.includes('/api/hr/taskinfo/')) return json(task);
      if (url.includes('/api/hr/tasktype/')) return json([{ id: 3, name: 'Aktivitet në terren', description: null, points: 5 }, { id: 4, name: 'Takim', description: null, points: 8 }]);
      if (url.includes('/api/hr/taskpriority/')) return json([{ id: 1, name: 'E lartë' }, { id: 2, name: 'Mesatare' }, { id: 3, name: 'E ulët' }]);
      if (url.includes('/api/hr/task-info-comments/')) return json({ data: [], count: 0 });
      return json({ Error: 'unexpected' }, 500);
    }),
  );
  return sent;
}

/** Where a navigation arrived, with its state. */
function Arrived() {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage(path = '/task-edit?id=10', state?: unknown) {
  return renderTaskEdit(
    <Routes>
      <Route path="/task-edit" element={<TaskEditPage />} />
      <Route path="/tasks-sent" element={<p>lista e dërguar</p>} />
      <Route path="/conference" element={<Arrived />} />
    </Routes>,
    path,
    state,
  );
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(async () => {
  await db.cachedReads.clear();
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, fullName: 'Admin Kryesor' } as unknown as ReturnType<typeof useSession>);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.session.clear();
});

describe('/task-edit', { timeout: 20_000 }, () => {
  it('shows the task; edit then Cancel drops the typed changes', async () => {
    stubServer(taskFixture());
    renderPage();
    expect((await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' })).textContent).toBe('Fushata në Kombinat');
    expect(screen.getByTestId('task-supervisor').textContent).toBe('Admin Kryesor');
    expect(within(screen.getByTestId('task-progress-field')).getByTestId('task-progress').getAttribute('data-value')).toBe('20');
    expect(within(screen.getByTestId('task-priority')).getByTestId('creator-priority').getAttribute('data-priority')).toBe('2');

    fireEvent.click(screen.getByTestId('task-edit'));
    const name = await screen.findByTestId<HTMLInputElement>('edit-name');
    expect(name.value).toBe('Fushata në Kombinat');
    fireEvent.change(name, { target: { value: 'Emër tjetër' } });
    fireEvent.click(screen.getByTestId('edit-cancel'));
    expect(screen.queryByTestId('task-edit-form')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fushata në Kombinat');
    fireEvent.click(screen.getByTestId('task-edit'));
    expect((await screen.findByTestId<HTMLInputElement>('edit-name')).value).toBe('Fushata në Kombinat');
  });

  it('Save sends the update payload and returns to view mode with the answer', async () => {
    const sent = stubServer(taskFixture());
    renderPage();
    fireEvent.click(await screen.findByTestId('task-edit'));
    fireEvent.change(await screen.findByTestId('edit-name'), { target: { value: 'Fushata e re' } });
    // The priority list has arrived once its first choice shows.
    await screen.findByRole('option', { name: 'E lartë' });
    fireEvent.change(screen.getByTestId('edit-priorityId'), { target: { value: '1' } });
    expect(screen.getByTestId<HTMLInputElement>('edit-points').value).toBe('5.0');
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(screen.queryByTestId('task-edit-form')).toBeNull());
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/hr\/task\/10\/$/);
    // Display zone GMT+1: 09:00 on screen is 08:00Z.
    expect(put?.body).toEqual({
      name: 'Fushata e re',
      description: 'Vizita derë më derë.',
      start_date: '2026-12-05T08:00:00Z',
      end_date: '2026-12-12T17:00:00Z',
      taskactivity_set: [],
      task_type_id: 3,
      task_priority_id: 1,
      base: 4,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fushata e re');
  });

  it('another device saved first: its copy shows beside the form, nothing typed is lost, and a second Save sends on its version', async () => {
    const theirs = taskFixture({ name: 'Nga tableti', version: 5 });
    let puts = 0;
    const sent = stubServer(taskFixture(), (body) => {
      puts++;
      return puts === 1 ? json({ Error: 'Kjo detyrë u ndryshua në një pajisje tjetër.', current: theirs }, 409) : json({ ...theirs, ...body, version: 6 });
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('task-edit'));
    fireEvent.change(await screen.findByTestId('edit-name'), { target: { value: 'Nga telefoni' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('task-server-copy')).textContent).toContain('Nga tableti');
    expect(screen.getByTestId('edit-problem').textContent).toContain('Kjo detyrë u ndryshua në një pajisje tjetër.');
    expect(screen.getByTestId<HTMLInputElement>('edit-name').value).toBe('Nga telefoni');

    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(screen.queryByTestId('task-edit-form')).toBeNull());
    expect(sent.filter((s) => s.method === 'PUT').map((s) => (s.body as { base?: number } | null)?.base)).toEqual([4, 5]);
    // The view re-reads the stored task after the save's frame: wait for that read, not the first frame.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nga telefoni'));
  });

  it('the create form’s messages; a server Error keeps edit mode with the typed values', async () => {
    const sent = stubServer(taskFixture(), () => json({ Error: 'Data e mbarimit nuk mund të jetë para datës së fillimit.' }, 400));
    renderPage();
    fireEvent.click(await screen.findByTestId('task-edit'));
    fireEvent.change(await screen.findByTestId('edit-name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByTestId('edit-description'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('edit-startDate'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    expect(await screen.findByText('Ju lutemi vini titullin')).toBeTruthy();
    expect(screen.getByText('Ju lutemi vini përshkrimin')).toBeTruthy();
    expect(screen.getByText('Ju lutemi vini datën e fillimit')).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: 'Emri i shtypur' } });
    fireEvent.change(screen.getByTestId('edit-description'), { target: { value: 'Përshkrimi i shtypur' } });
    fireEvent.change(screen.getByTestId('edit-startDate'), { target: { value: '05-12-2026' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('edit-problem')).textContent).toContain('Data e mbarimit nuk mund të jetë para datës së fillimit.');
    expect(screen.getByTestId<HTMLInputElement>('edit-name').value).toBe('Emri i shtypur');
  });

  it('offline: Save refuses with the notice and keeps the edits; the page opens from the copy with its time', async () => {
    stubServer(taskFixture());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' });
    cleanup();
    setOnline(false);
    const sent = stubServer(taskFixture());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' });
    expect(screen.getByTestId('task-as-of').textContent).toMatch(/^Të dhënat në pajisje nga /);
    fireEvent.click(screen.getByTestId('task-edit'));
    fireEvent.change(await screen.findByTestId('edit-name'), { target: { value: 'Pa internet' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('edit-problem')).textContent).toBe('Ky veprim kërkon lidhje me internetin.');
    expect(screen.getByTestId<HTMLInputElement>('edit-name').value).toBe('Pa internet');
    expect(sent).toEqual([]);
  });

  it('a completed card shows the report as HTML only through the sanitiser', async () => {
    const task = taskFixture();
    stubServer(task);
    renderPage();
    const comment = await screen.findByTestId('completed-comment');
    expect(sanitizeHtml).toHaveBeenCalledWith(task.completed_tasks[0]?.comment);
    expect(comment.querySelector('b')?.textContent).toBe('40');
    expect(comment.querySelector('script')).toBeNull();
    expect(comment.innerHTML).not.toContain('onerror');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('sub-tasks page by 5 and a row opens that sub-task', async () => {
    stubServer(taskFixture());
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('subtask-row')).toHaveLength(5));
    fireEvent.click(within(screen.getByTestId('subtasks-pager-range').parentElement ?? document.body).getByRole('button', { name: /Faqja tjetër|Përpara/ }));
    await waitFor(() => expect(screen.getAllByTestId('subtask-row')).toHaveLength(2));
    expect(screen.getAllByTestId('subtask-row')[1]?.textContent).toContain('Nën-detyra 17');
  });

  it('the conference button only with a code, carrying the code and the member’s name', async () => {
    stubServer(taskFixture({ hash_code: null }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' });
    expect(screen.queryByTestId('join-conference')).toBeNull();
    cleanup();
    await db.cachedReads.clear();
    stubServer(taskFixture());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Bashkohu në konferencë' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/conference?code=kombinat {"code":"kombinat","fullName":"Admin Kryesor"}');
  });

  it('the QR panel only for a QR task', async () => {
    stubServer(taskFixture());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' });
    expect(screen.queryByTestId('qr-panel')).toBeNull();
    cleanup();
    await db.cachedReads.clear();
    stubServer(taskFixture({ is_qrcode: true, qrcode_file: '/api/hr/getqrcode/10/' }));
    renderPage();
    expect(await screen.findByTestId('qr-panel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shkarko PDF' })).toBeTruthy();
  });

  it('the id from navigation state alone goes into the URL; no id at all goes back', async () => {
    stubServer(taskFixture());
    renderPage('/task-edit', { taskId: 10 });
    expect((await screen.findByRole('heading', { level: 1, name: 'Fushata në Kombinat' })).textContent).toBe('Fushata në Kombinat');
    cleanup();
    renderPage('/task-edit');
    expect(await screen.findByText('lista e dërguar')).toBeTruthy();
  });

  it('a task that is not the member’s: the not-found text', async () => {
    stubServer(taskFixture());
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ Error: 'Detyra nuk u gjet!' }, 404))));
    renderPage('/task-edit?id=99');
    expect((await screen.findByTestId('task-failure')).textContent).toContain('Detyra nuk u gjet ose nuk keni akses');
  });
});
