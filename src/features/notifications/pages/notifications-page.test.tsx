import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { renderNotifications } from '../test-render';
import NotificationsPage from './notifications-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;
const LONG_TITLE = 'Mbledhja e përgjithshme e anëtarëve të degës së Kamzës për zgjedhjet';
const LONG_HTML = `<p>Ju ftojmë në <strong>mbledhjen</strong> e përgjithshme.</p><ul><li>Rendi i ditës: zgjedhjet vendore dhe fushata</li><li>Pika të tjera</li></ul>`;

beforeEach(async () => {
  await db.cachedReads.clear();
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER } } as unknown as ReturnType<typeof useSession>);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/notifications', () => {
  it('shows the device’s page offline: numbered rows, tags stripped, cut at 50 / 90, and the as-of line', async () => {
    await db.cachedReads.put({
      userId: USER,
      key: '/api/sns/my-notifications/?offset=10&limit=10',
      value: { data: [{ id: 3, title: LONG_TITLE, description: LONG_HTML, create_date: '2025-04-10T10:00:00Z' }], count: 11 },
      at: Date.parse('2025-05-01T06:05:00Z'),
    });
    renderNotifications(<NotificationsPage />, '/notifications?page=2');
    const row = await screen.findByTestId('notification-row');
    const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells[0]).toBe('11');
    expect(cells[1]).toBe(`${LONG_TITLE.slice(0, 50).trimEnd()}...`);
    expect(cells[2]).toBe('Ju ftojmë në mbledhjen e përgjithshme. Rendi i ditës: zgjedhjet vendore dhe fushata Pika t...');
    expect(cells[2]).not.toContain('<');
    expect(cells[3]).toBe('10-04-2025 12:00');
    expect(screen.getByTestId('notifications-pager-range').textContent).toBe('11-11 nga 11');
    expect(screen.getByTestId('notifications-as-of').textContent).toBe('Të dhënat në pajisje nga 01-05-2025 08:05');
    expect(screen.getByRole('link', { name: `Hap njoftimin: ${LONG_TITLE}` }).getAttribute('href')).toBe('/notification-view?id=3');
  });

  it('a search not on the device, offline: says it needs the internet', async () => {
    renderNotifications(<NotificationsPage />, '/notifications');
    fireEvent.change(screen.getByLabelText('Titulli'), { target: { value: 'takim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kërko' }));
    await waitFor(() => expect(screen.getByTestId('notifications-offline').textContent).toContain('Lidhuni me internetin'));
  });

  it('refuses a from-date after the to-date', async () => {
    renderNotifications(<NotificationsPage />, '/notifications');
    fireEvent.change(screen.getByLabelText('Nga data'), { target: { value: '02-05-2025' } });
    fireEvent.change(screen.getByLabelText('Deri më datë'), { target: { value: '01-05-2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText('Data e fillimit nuk mund të jetë pas datës së mbarimit!')).toBeTruthy();
  });

  it('takes days as dd-mm-yyyy: another order is refused with the format', async () => {
    renderNotifications(<NotificationsPage />, '/notifications');
    fireEvent.change(screen.getByLabelText('Nga data'), { target: { value: '2025-05-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText('Data duhet të jetë në formatin dd-mm-vvvv')).toBeTruthy();
  });

  it('an empty answer reads "Nuk ka të dhëna!"', async () => {
    await db.cachedReads.put({ userId: USER, key: '/api/sns/my-notifications/?offset=0&limit=10', value: { data: [], count: 0 }, at: 1 });
    renderNotifications(<NotificationsPage />, '/notifications');
    expect((await screen.findByTestId('notifications-table-empty')).textContent).toBe('Nuk ka të dhëna!');
  });
});
