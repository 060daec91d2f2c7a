import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type LocalObserverVoter } from '../../db/database';
import { recordSignIn } from '../../db/session';
import { startSyncRuntime, stopSyncRuntime } from '../../sync/adapters/browser-runtime';
import { setObserverVote } from '../voting-day/store';
import { ageParts, formatBytes, formatSyncTime } from './format';
import { SYNC_STATUS_NS } from './i18n/namespace';
import { sq as syncStatusSq } from './i18n/sq';
import { SyncStatusIndicator } from './sync-status-indicator';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'sq',
  resources: { sq: { [SYNC_STATUS_NS]: syncStatusSq } },
  interpolation: { escapeValue: false },
});

/** The network refuses every vote with the server's Albanian reason (a unit-test stand-in). */
const refusing = (() => Promise.resolve(new Response(JSON.stringify({ Error: 'Votuesi nuk ndodhet në qendrat tuaja!' }), { status: 404 }))) as typeof fetch;

function voter(id: number, name: string): LocalObserverVoter {
  return { userId: 1, voter_id: id, qv_id: 1, name, father_name: 'B', surname: 'Hoxha', list_number: id, voted: false, serverVoted: false, folded: '' };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.observerVoters.bulkPut([voter(1, 'Ana'), voter(2, 'Besa')]);
  await recordSignIn({ userId: 1, token: 'tok' });
});
afterEach(async () => {
  cleanup();
  await stopSyncRuntime();
});

describe('SyncStatusIndicator', () => {
  it('shows the unsent count, lists refused rows with the reason, and discards after naming what is lost', async () => {
    startSyncRuntime({ fetch: refusing });
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={i18n}>
          <SyncStatusIndicator userId={1} />
        </I18nextProvider>
      </ChakraProvider>,
    );
    await setObserverVote(1, 7, 1, true);
    await setObserverVote(1, 7, 2, true);

    const indicator = screen.getByTestId('sync-indicator');
    await vi.waitFor(() => expect(indicator.dataset.attention).toBe('2'), { timeout: 3_000 });
    expect(within(indicator).getByTestId('sync-indicator-count').textContent).toBe('2');
    expect(indicator.getAttribute('aria-label')).toContain('2 kërkojnë vëmendje');

    fireEvent.click(indicator);
    const panel = await screen.findByTestId('sync-panel');
    await vi.waitFor(() => expect(within(panel).getAllByTestId('sync-attention-row')).toHaveLength(2));
    expect(within(panel).getAllByText('Arsyeja: Votuesi nuk ndodhet në qendrat tuaja!')).toHaveLength(2);
    // The server's refusal answers the same until the change itself changes: nothing to retry.
    expect(within(panel).queryByText('Provo përsëri')).toBeNull();

    const anaRow = within(panel)
      .getAllByTestId('sync-attention-row')
      .find((row) => row.textContent?.includes('Ana Hoxha (nr. 1)'));
    expect(anaRow).toBeDefined();
    fireEvent.click(within(anaRow!).getByText('Hidh poshtë'));
    const dialog = await screen.findByTestId('sync-discard-dialog');
    expect(dialog.textContent).toContain('konfirmimi i votës së Ana Hoxha (nr. 1)');
    fireEvent.click(within(dialog).getByTestId('sync-discard-confirm'));

    await vi.waitFor(async () => expect(await db.outbox.get('vote:observer:1')).toBeUndefined());
    expect(await db.outbox.get('vote:observer:2')).toBeDefined();
    expect(await db.observerVoters.get([1, 1])).toMatchObject({ voted: false });
  });
});

describe('format helpers', () => {
  it('formats the sync time as HH:mm today, with the date otherwise', () => {
    // In the display zone, Tirana (GMT+2 in May), not the browser's.
    const now = Date.parse('2025-05-11T16:00:00Z');
    expect(formatSyncTime(Date.parse('2025-05-11T08:42:00Z'), now)).toBe('10:42');
    expect(formatSyncTime(Date.parse('2025-05-10T22:30:00Z'), now)).toBe('00:30');
    expect(formatSyncTime(Date.parse('2025-05-10T07:05:00Z'), now)).toBe('10-05-2025 09:05');
  });

  it('picks the unit of an age', () => {
    expect(ageParts(42_000)).toEqual({ key: 'ageSeconds', count: 42 });
    expect(ageParts(5 * 60_000 + 1)).toEqual({ key: 'ageMinutes', count: 5 });
    expect(ageParts(3 * 3_600_000)).toEqual({ key: 'ageHours', count: 3 });
  });

  it('formats bytes in decimal units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
  });
});
