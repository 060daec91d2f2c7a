import type { SystemContext } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test starts from a fresh copy.
let store: typeof import('./deferred-system');
beforeEach(async () => {
  vi.resetModules();
  store = await import('./deferred-system');
});

function deferred() {
  let resolve: (system: SystemContext) => void = () => undefined;
  const promise = new Promise<SystemContext>((done) => (resolve = done));
  return { promise, resolve };
}
const SYSTEM = { name: 'a system' } as unknown as SystemContext;

describe('deferred Chakra system', () => {
  it('counts as ready with no loader registered (unit tests render under their own provider)', () => {
    const { SystemReady, RequireSystem } = store;
    render(
      <RequireSystem>
        <SystemReady>
          <p>drawn</p>
        </SystemReady>
      </RequireSystem>,
    );
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('SystemReady waits without asking for the system; RequireSystem asks and suspends until it is there', async () => {
    const { registerSystemLoader, SystemReady, RequireSystem } = store;
    const load = deferred();
    const loader = vi.fn(() => load.promise);
    registerSystemLoader(loader);

    const ready = render(
      <SystemReady>
        <p>panel</p>
      </SystemReady>,
    );
    expect(ready.container.textContent).toBe('');
    expect(loader).not.toHaveBeenCalled();

    // A suspending render must be awaited in act (React's rule for tests).
    await act(() => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <RequireSystem>
            <p>page</p>
          </RequireSystem>
        </Suspense>,
      );
      return Promise.resolve();
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);

    await act(() => {
      load.resolve(SYSTEM);
      return load.promise;
    });
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.getByText('panel')).toBeTruthy();
  });

  it('loads once, and a failed load can be tried again', async () => {
    const { registerSystemLoader, loadSystem } = store;
    const loader = vi.fn<() => Promise<SystemContext>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(SYSTEM);
    registerSystemLoader(loader);
    await expect(loadSystem()).rejects.toThrow('offline');
    await expect(Promise.all([loadSystem(), loadSystem()])).resolves.toEqual([SYSTEM, SYSTEM]);
    await expect(loadSystem()).resolves.toBe(SYSTEM);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
