/** A fetch that counts its calls and their answers; `reset` starts a new count. */
export function countingFetch(inner: typeof fetch = globalThis.fetch.bind(globalThis)): {
  fetch: typeof fetch;
  reset(): void;
  calls(): number;
  statuses(): Record<string, number>;
  /** Mean time from fetch() to its answer, ms. */
  meanCallMs(): number;
} {
  let calls = 0;
  let totalMs = 0;
  let statuses: Record<string, number> = {};
  const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
  return {
    fetch: async (input, init) => {
      calls++;
      const started = performance.now();
      try {
        const response = await inner(input, init);
        count(String(response.status));
        return response;
      } catch (error) {
        count('network');
        throw error;
      } finally {
        totalMs += performance.now() - started;
      }
    },
    reset() {
      calls = 0;
      totalMs = 0;
      statuses = {};
    },
    meanCallMs: () => (calls === 0 ? 0 : totalMs / calls),
    calls: () => calls,
    statuses: () => ({ ...statuses }),
  };
}

/** Polls `check` every `everyMs` until it returns true; rejects after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 20): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (performance.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves at the next 'online' event with its time (performance.now()), after running `then` inside the event. */
export function nextOnline(then: () => void = () => {}): Promise<number> {
  return new Promise((resolve) =>
    window.addEventListener(
      'online',
      () => {
        const at = performance.now();
        then();
        resolve(at);
      },
      { once: true },
    ),
  );
}

/** Rejects if `promise` has not settled within `ms`. */
export function withLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
