import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { db } from '../../db/database';
import { CachedReadFallback } from './cached-read-fallback';
import { useCachedRead } from './use-cached-read';

const schema = z.object({ count: z.number() });
const PATH = '/api/hr/my-assigned-tasks/';
const TEXTS = { offline: 'Kjo faqe nuk është në pajisje.', wait: 'Ju lutem prisni!', failure: 'Gabim' };

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** A read-only screen as the pages build it, recording every state it rendered. */
function Screen({ seen }: { seen: string[] }) {
  const read = useCachedRead(7, PATH, schema);
  if (read.data !== undefined) {
    seen.push('content');
    return <p data-testid="content">{read.data.count}</p>;
  }
  seen.push(read.checked ? 'fallback' : 'reading');
  return <CachedReadFallback checked={read.checked} refreshing={read.refreshing} texts={TEXTS} testId="screen" />;
}

const renderScreen = (seen: string[]) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Screen seen={seen} />
    </ChakraProvider>,
  );

beforeEach(() => {
  setOnline(false);
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  await db.cachedReads.clear();
});

describe('CachedReadFallback offline', () => {
  it('shows a skeleton while the device copy is read, then the copy, never "not on the device"', async () => {
    await db.cachedReads.put({ userId: 7, key: PATH, value: { count: 4 }, at: 1000 });
    const seen: string[] = [];
    renderScreen(seen);
    expect(screen.getByTestId('screen-reading')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('content').textContent).toBe('4'));
    expect(seen).not.toContain('fallback');
    expect(seen[0]).toBe('reading');
  });

  it('says the page is not on the device once the read found nothing', async () => {
    const seen: string[] = [];
    renderScreen(seen);
    expect(screen.getByTestId('screen-reading')).toBeTruthy();
    expect(screen.queryByTestId('screen-offline')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('screen-offline').textContent).toBe(TEXTS.offline));
    expect(screen.queryByTestId('screen-reading')).toBeNull();
  });
});
