import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { renderConference } from '../test-render';
import ConferencePage from './conference-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;
const CODE = 'kombinat-derë-më-derë';

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: [], fullName: 'Admin Demo' } as unknown as ReturnType<typeof useSession>);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await db.cachedReads.clear();
});

describe('/conference', () => {
  it('shows the code from the URL and the name from the state; copies the code; no outside link by default', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderConference(<ConferencePage />, `/conference?code=${encodeURIComponent(CODE)}`, { code: CODE, fullName: 'Besa Kola' });

    expect(screen.getByRole('heading', { level: 1, name: 'Konferenca' })).toBeTruthy();
    expect(screen.getByTestId('conference-code').textContent).toBe(CODE);
    expect(screen.getByTestId('conference-name').textContent).toBe('Besa Kola');
    expect(screen.getByTestId('conference-instructions').textContent).toContain('Jepini këtë kod organizatorit');
    expect(screen.queryByTestId('conference-join')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kopjo kodin' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODE));
  });

  it('falls back to the session’s name and the state’s code; links to the configured meeting room; names the task from the device', async () => {
    vi.stubEnv('VITE_CONFERENCE_BASE_URL', 'https://meet.example.org/');
    await db.cachedReads.put({
      userId: USER,
      key: '/api/hr/mytasks/?limit=10&offset=0',
      value: {
        count: 1,
        data: [
          {
            id: 3,
            name: 'Fushata derë më derë në Kombinat',
            description: 'd',
            points: 0,
            start_date: '2025-05-01T08:00:00.000Z',
            end_date: '2025-05-09T18:00:00.000Z',
            task_type: null,
            task_priority: { id: 2, name: 'Mesatare' },
            progress: 20,
            completed: false,
            is_qrcode: false,
            hash_code: CODE,
            address: null,
            location: null,
            parent: null,
            create_member: { id: USER, name: 'Admin', surname: 'Demo', photo: null },
            members: [],
          },
        ],
      },
      at: 1000,
    });
    renderConference(<ConferencePage />, '/conference', { code: CODE });

    expect(screen.getByTestId('conference-code').textContent).toBe(CODE);
    expect(screen.getByTestId('conference-name').textContent).toBe('Admin Demo');
    expect(screen.getByTestId('conference-join').getAttribute('href')).toBe('https://meet.example.org/kombinat-der%C3%AB-m%C3%AB-der%C3%AB');
    expect((await screen.findByTestId('conference-task')).textContent).toBe('Detyra: Fushata derë më derë në Kombinat');
  });

  it('says so when there is no code', () => {
    renderConference(<ConferencePage />, '/conference');
    expect(screen.getByTestId('conference-no-code').textContent).toBe('Kjo detyrë nuk ka kod konference.');
  });
});
