import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { fakeServer, qrRow, renderSentTasks } from '../test-render';
import TaskQrListPage from './task-qr-list-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

beforeEach(async () => {
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: ['Detyra'], fullName: 'Admin Demo' } as unknown as ReturnType<typeof useSession>);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await db.cachedReads.clear();
  await db.session.clear();
});

describe('/task-qr-list', { timeout: 15_000 }, () => {
  it('shows 100 in green for a completed task and 25 in red otherwise; a row opens the QR view', async () => {
    const server = fakeServer(() => ({ body: { count: 2, data: [qrRow(4, { completed: true, progress: 40 }), qrRow(5, { progress: 80 })] } }));
    vi.stubGlobal('fetch', server.fetch);
    renderSentTasks(
      <Routes>
        <Route path="/task-qr-list" element={<TaskQrListPage />} />
        <Route path="/task-qr-view" element={<Where />} />
      </Routes>,
      '/task-qr-list',
    );

    await screen.findByText('Takim QR 4');
    expect(server.calls.map((c) => c.path)).toEqual(['/api/hr/task/qrcodeunique/?limit=10&offset=0']);
    const progress = screen.getAllByTestId('task-progress').map((bar) => [bar.dataset.value, bar.dataset.palette]);
    expect(progress).toEqual([
      ['100', 'green'],
      ['25', 'red'],
    ]);

    const rows = screen.getAllByTestId('qr-task-row');
    const second = rows[1];
    if (!second) throw new Error('no second row');
    fireEvent.click(second);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/task-qr-view?task_id=5 {"taskId":5}'));
  });
});
