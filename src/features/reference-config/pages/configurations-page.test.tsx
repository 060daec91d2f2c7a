import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { useSession } from '../../../ui/session/session-context';
import { renderConfig } from '../test-render';
import ConfigurationsPage from './configurations-page';

vi.mock('../../../ui/session/session-context', () => ({ useSession: vi.fn() }));

const USER = 7;

function signedIn(codes: string[]): void {
  vi.mocked(useSession).mockReturnValue({ auth: { userId: USER }, permissionCodes: codes } as unknown as ReturnType<typeof useSession>);
}

let paths: string[] = [];
beforeEach(async () => {
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      paths.push(input);
      return Promise.resolve(new Response('[]', { status: 200 }));
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('test over')));
  await db.cachedReads.clear();
  await db.session.clear();
});

describe('the configuration page', () => {
  it('without the task permission shows the module’s no-access text and fetches nothing', () => {
    signedIn(['DetyratMarra']);
    renderConfig(<ConfigurationsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Konfigurimi i listave');
    expect(screen.getByTestId('configurations-no-access').textContent).toContain('Ju nuk keni të drejta të aksesoni këtë modul të sistemit!');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(paths).toEqual([]);
  });

  it('opens the list the URL names, fetches all eleven, and a group opens on its first list', async () => {
    signedIn(['Detyra']);
    renderConfig(<ConfigurationsPage />, '/configurations?list=organisation');
    expect(screen.getByRole('tab', { name: 'Rolet dhe kontributet' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Organizatat' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(paths).toHaveLength(11));
    expect(paths).toContain('/api/social/socialmedia/');
    expect(paths).toContain('/api/hr/memberrole/');

    fireEvent.click(screen.getByRole('tab', { name: 'Detyrat dhe rrjetet sociale' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Detyrat dhe rrjetet sociale' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Llojet e detyrave', hidden: true }).getAttribute('aria-selected')).toBe('true');
    // Eleven tables render at once: more than the default 5 s on a busy shared machine.
  }, 30_000);
});
