import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceRow } from '../../../contract/reference-lists';
import { db } from '../../../db/database';
import { renderConfig } from '../test-render';
import { ReferenceListPanel } from './reference-list-panel';

const USER = 7;
const IN_USE = 'Ky rresht përdoret ende dhe nuk mund të fshihet. Ndryshoni më parë të dhënat që e përdorin.';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A stand-in for the server's list: answers GET/POST/PUT/DELETE like the route, records every call. */
function fakeServer(rows: ReferenceRow[], options: { inUse?: number[]; failWrites?: boolean; deletedElsewhere?: number } = {}) {
  const calls: Call[] = [];
  let nextId = 100;
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
  const handler = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const method = request.method.toUpperCase();
    const text = method === 'GET' || method === 'DELETE' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method, path, body });
    const id = Number(/\/(\d+)\/$/.exec(path)?.[1]);
    if (method === 'GET') return json(rows);
    if (options.failWrites) return json({ Error: 'Emri ekziston tashmë.' }, 400);
    const input_ = body as { name: string; description: string | null; points?: number };
    if (method === 'POST') {
      const row = { id: nextId++, name: input_.name, description: input_.description ?? null, points: input_.points ?? 0 };
      rows = [...rows, row];
      return json(row, 201);
    }
    if (method === 'PUT' && id === options.deletedElsewhere) {
      rows = rows.filter((r) => r.id !== id);
      return json({ Error: 'Rreshti nuk u gjet!' }, 404);
    }
    if (method === 'PUT') {
      rows = rows.map((r) => (r.id === id ? { ...r, ...input_ } : r));
      return json(rows.find((r) => r.id === id));
    }
    if (options.inUse?.includes(id)) return json({ Error: IN_USE }, 409);
    rows = rows.filter((r) => r.id !== id);
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', handler);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET'), reads: () => calls.filter((c) => c.method === 'GET').length };
}

const ORGANISATIONS: ReferenceRow[] = [
  { id: 1, name: 'Forumi i Gruas', description: 'Organizata e grave' },
  { id: 2, name: 'Forumi Rinor', description: null },
];

beforeEach(async () => {
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // A refresh a test did not wait for must not reach the network.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('test over')));
  setOnline(true);
  await db.cachedReads.clear();
  await db.session.clear();
});

/** Opens the organisations, renames 'Forumi Rinor' in place and presses save. */
async function renameYouthForum(name: string): Promise<void> {
  renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
  await screen.findByText('Forumi Rinor');
  fireEvent.click(screen.getByRole('button', { name: 'Ndrysho: Forumi Rinor' }));
  fireEvent.change(screen.getByLabelText('Emri'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
}

const rowNamed = (name: string) => screen.getAllByTestId('reference-row').find((row) => within(row).queryByText(name) !== null);

// Generous: the machine running the suite is shared and slow; the tests wait on results, not on time.
describe('an editable reference list', { timeout: 20_000 }, () => {
  it('adds a row: the name is required, then the server gets name and description, and the row shows', async () => {
    const server = fakeServer([...ORGANISATIONS]);
    renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
    await screen.findByText('Forumi Rinor');

    fireEvent.click(screen.getByRole('button', { name: 'Shto një rresht te Organizatat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(screen.getByTestId('reference-problem-name').textContent).toBe('Ju lutemi vendosni emrin');
    expect(server.writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Emri'), { target: { value: '  Shoqata e Veteranëve ' } });
    fireEvent.change(screen.getByLabelText('Përshkrimi'), { target: { value: 'Veteranët' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(screen.queryByTestId('reference-editor')).toBeNull());
    expect(server.writes()).toEqual([{ method: 'POST', path: '/api/hr/organisation/', body: { name: 'Shoqata e Veteranëve', description: 'Veteranët' } }]);
    expect(await screen.findByText('Shoqata e Veteranëve')).toBeTruthy();
    // The list (and the device's copy) is fetched again after the change.
    await waitFor(() => expect(server.reads()).toBe(2));
  });

  it('edits a row in place and cancel leaves it as it was', async () => {
    const server = fakeServer([...ORGANISATIONS]);
    renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
    await screen.findByText('Forumi Rinor');

    fireEvent.click(screen.getByRole('button', { name: 'Ndrysho: Forumi Rinor' }));
    fireEvent.change(screen.getByLabelText('Emri'), { target: { value: 'Diçka tjetër' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(screen.queryByTestId('reference-editor')).toBeNull();
    expect(screen.getByText('Forumi Rinor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ndrysho: Forumi Rinor' }));
    expect(screen.getByLabelText<HTMLInputElement>('Emri').value).toBe('Forumi Rinor');
    fireEvent.change(screen.getByLabelText('Emri'), { target: { value: 'Forumi i të Rinjve' } });
    fireEvent.keyDown(screen.getByLabelText('Emri'), { key: 'Enter' });
    expect(await screen.findByText('Forumi i të Rinjve')).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'PUT', path: '/api/hr/organisation/2/', body: { name: 'Forumi i të Rinjve', description: null } }]);
    await waitFor(() => expect(server.reads()).toBe(2));
  });

  it('a refused save shows the server’s text and keeps what was typed', async () => {
    const server = fakeServer([...ORGANISATIONS], { failWrites: true });
    await renameYouthForum('Forumi i Gruas');
    expect((await screen.findByTestId('reference-row-error')).textContent).toContain('Emri ekziston tashmë.');
    expect(screen.getByLabelText<HTMLInputElement>('Emri').value).toBe('Forumi i Gruas');
    await waitFor(() => expect(server.reads()).toBe(2));
    expect(screen.getByTestId('reference-editor')).toBeTruthy();
  });

  it('a row deleted on another device: its editor stays open with the typing and the server’s text', async () => {
    const server = fakeServer([...ORGANISATIONS], { deletedElsewhere: 2 });
    await renameYouthForum('Forumi i të Rinjve');
    expect((await screen.findByTestId('reference-row-error')).textContent).toContain('Rreshti nuk u gjet!');
    await waitFor(() => expect(server.reads()).toBe(2));
    expect(screen.getAllByTestId('reference-row')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Emri').value).toBe('Forumi i të Rinjve');
    fireEvent.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(screen.getByRole('button', { name: 'Shto një rresht te Organizatat' })).toHaveProperty('disabled', false);
  });

  it('deletes only after the confirm; a row still in use shows the server’s 409 text and stays', async () => {
    const server = fakeServer([...ORGANISATIONS], { inUse: [1] });
    renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
    await screen.findByText('Forumi Rinor');

    fireEvent.click(screen.getByRole('button', { name: 'Fshi: Forumi Rinor' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anulo' }));
    await waitFor(() => expect(screen.queryByTestId('reference-delete-dialog')).toBeNull());
    expect(server.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Fshi: Forumi Rinor' }));
    fireEvent.click(await screen.findByTestId('reference-delete-confirm'));
    await waitFor(() => expect(screen.queryByText('Forumi Rinor')).toBeNull());
    expect(server.writes()).toEqual([{ method: 'DELETE', path: '/api/hr/organisation/2/', body: null }]);

    fireEvent.click(screen.getByRole('button', { name: 'Fshi: Forumi i Gruas' }));
    fireEvent.click(await screen.findByTestId('reference-delete-confirm'));
    expect((await screen.findByTestId('reference-delete-error')).textContent).toContain(IN_USE);
    expect(rowNamed('Forumi i Gruas')).toBeTruthy();
    await waitFor(() => expect(server.reads()).toBe(3));
  });

  it('a failure without a text of the server reads “Pati një problem me serverin.”', async () => {
    fakeServer([...ORGANISATIONS]);
    renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
    await screen.findByText('Forumi Rinor');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('oops', { status: 500 }))));
    fireEvent.click(screen.getByRole('button', { name: 'Fshi: Forumi Rinor' }));
    fireEvent.click(await screen.findByTestId('reference-delete-confirm'));
    expect((await screen.findByTestId('reference-delete-error')).textContent).toContain('Pati një problem me serverin.');
  });

  it('an empty list reads “Nuk ka të dhëna”; task types carry points, checked against the limit', async () => {
    const server = fakeServer([]);
    renderConfig(<ReferenceListPanel userId={USER} list="tasktype" />);
    expect((await screen.findByTestId('reference-table-empty')).textContent).toBe('Nuk ka të dhëna');

    fireEvent.click(screen.getByRole('button', { name: 'Shto një rresht te Llojet e detyrave' }));
    fireEvent.change(screen.getByLabelText('Emri'), { target: { value: 'Takim' } });
    fireEvent.change(screen.getByLabelText('Pikët'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(screen.getByTestId('reference-problem-points').textContent).toBe('Pikët duhet të jenë një numër i plotë nga 0 deri në 10000.');
    fireEvent.change(screen.getByLabelText('Pikët'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText('Takim')).toBeTruthy();
    expect(server.writes()[0]?.body).toEqual({ name: 'Takim', description: null, points: 15 });
    expect(screen.getByText('15')).toBeTruthy();
    await waitFor(() => expect(server.reads()).toBe(2));
  });

  it('offline: the device’s copy with its time, and every change disabled with the reason', async () => {
    await db.cachedReads.put({ userId: USER, key: '/api/hr/organisation/', value: ORGANISATIONS, at: Date.parse('2026-11-20T08:30:00Z') });
    setOnline(false);
    const server = fakeServer([]);
    renderConfig(<ReferenceListPanel userId={USER} list="organisation" />);
    await screen.findByText('Forumi Rinor');
    expect(screen.getByTestId('reference-as-of').textContent).toBe('Të dhënat në pajisje nga 20-11-2026 09:30');
    expect(screen.getByTestId('reference-offline').textContent).toBe('Ky veprim kërkon lidhje me internetin.');
    expect(screen.getByRole('button', { name: 'Shto një rresht te Organizatat' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Ndrysho: Forumi Rinor' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Fshi: Forumi Rinor' })).toHaveProperty('disabled', true);
    expect(server.calls).toEqual([]);
  });
});
