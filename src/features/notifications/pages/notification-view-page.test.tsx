import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { sanitizeHtml } from '../sanitize';
import { renderNotifications } from '../test-render';
import NotificationViewPage from './notification-view-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));
// DOMPurify itself is exercised in Chromium (e2e); here: the view renders only what the sanitiser returns.
vi.mock('../sanitize', () => ({ sanitizeHtml: vi.fn(() => '<p>I <strong>pastër</strong></p>') }));

const USER = 7;
const ITEM = { id: 42, title: 'Takim i degës', description: '<p onclick="x()">Takimi <em>18:00</em></p><script>x()</script>', create_date: '2025-04-10T10:00:00Z' };
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(async () => {
  await db.cachedReads.clear();
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER } } as unknown as ReturnType<typeof useSession>);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/notification-view', () => {
  it('shows the item handed over in navigation state, its HTML only through the sanitiser', async () => {
    renderNotifications(<NotificationViewPage />, '/notification-view?id=42', { notification: ITEM });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Takim i degës');
    expect(screen.getByText(/10-04-2025 12:00/)).toBeTruthy();
    expect(sanitizeHtml).toHaveBeenCalledWith(ITEM.description);
    const body = screen.getByTestId('notification-description');
    expect(body.innerHTML).toBe('<p>I <strong>pastër</strong></p>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows a plain description as text, keeping its line breaks', async () => {
    renderNotifications(<NotificationViewPage />, '/notification-view?id=1', { notification: { ...ITEM, id: 1, description: 'Rreshti 1\nRreshti 2 <3' } });
    const body = await screen.findByTestId('notification-description');
    expect(body.textContent).toBe('Rreshti 1\nRreshti 2 <3');
    expect(sanitizeHtml).not.toHaveBeenCalled();
  });

  it('after a reload (id only) finds the item in the device’s pages of the list, offline', async () => {
    setOnline(false);
    await db.cachedReads.put({ userId: USER, key: '/api/sns/my-notifications/?offset=10&limit=10', value: { data: [ITEM], count: 11 }, at: 1 });
    renderNotifications(<NotificationViewPage />, '/notification-view?id=42');
    expect((await screen.findByTestId('notification-title')).textContent).toBe('Takim i degës');
  });

  it('offline and not on the device: says so', async () => {
    setOnline(false);
    await db.cachedReads.put({ userId: USER + 1, key: '/api/sns/my-notifications/?offset=0&limit=10', value: { data: [ITEM], count: 1 }, at: 1 });
    renderNotifications(<NotificationViewPage />, '/notification-view?id=42');
    expect((await screen.findByTestId('notification-offline')).textContent).toContain('Ky njoftim nuk është në pajisje');
  });

  it('online: looks it up on the server, and says when it is not there', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: [ITEM], count: 1 }), { status: 200, headers: { 'content-type': 'application/json' } })));
    renderNotifications(<NotificationViewPage />, '/notification-view?id=42');
    expect((await screen.findByTestId('notification-title')).textContent).toBe('Takim i degës');
    cleanup();
    renderNotifications(<NotificationViewPage />, '/notification-view?id=99');
    expect((await screen.findByTestId('notification-missing')).textContent).toContain('Njoftimi nuk u gjet!');
    expect(fetchMock).toHaveBeenCalled();
  });
});
