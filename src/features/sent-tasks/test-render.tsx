import type { ReactElement } from 'react';
import type { CreatedTask, QrTaskRow } from '../../contract/task-creator';
import { areaRenderer } from '../../ui/testing/render-area';
import { SENT_TASKS_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const renderArea = areaRenderer(SENT_TASKS_NS, sq);

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderSentTasks(ui: ReactElement, path = '/', state?: unknown) {
  return renderArea(ui, { path, state });
}

export function member(id: number, name: string, surname: string): CreatedTask['members'][number] {
  return { id: 100 + id, member_id: id, name, surname, nid: null, photo: null, comments_nr: 0, completed: false, refused: false };
}

export function createdTask(id: number, overrides: Partial<CreatedTask> = {}): CreatedTask {
  return {
    id,
    name: `Detyra ${id}`,
    description: `Përshkrimi ${id}`,
    points: 10,
    start_date: '2025-05-01T08:00:00.000Z',
    end_date: '2025-05-09T18:00:00.000Z',
    task_type: { id: 1, name: 'Aktivitet në terren', points: 10 },
    task_priority: { id: 2, name: 'Mesatare' },
    progress: 20,
    completed: false,
    is_qrcode: false,
    hash_code: null,
    address: null,
    location: null,
    parent: null,
    create_member: { id: 1, name: 'Admin', surname: 'Demo', photo: null },
    members: [],
    ...overrides,
  };
}

export function qrRow(id: number, overrides: Partial<QrTaskRow> = {}): QrTaskRow {
  return {
    id,
    name: `Takim QR ${id}`,
    description: 'Takim me kod QR',
    start_date: '2025-05-01T08:00:00.000Z',
    end_date: '2025-05-01T10:00:00.000Z',
    task_priority: { id: 1, name: 'E lartë' },
    progress: 0,
    completed: false,
    address: 'Tiranë',
    create_member: { id: 1, name: 'Admin', surname: 'Demo', photo: null },
    members_count: 4,
    ...overrides,
  };
}

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}

/** A stub of `fetch` that answers by path and records every call (method, path with query, JSON body). */
export function fakeServer(answer: (call: SeenCall) => { status?: number; body: unknown }) {
  const calls: SeenCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
