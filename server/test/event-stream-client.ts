export interface ReceivedEvent {
  name: string;
  data: unknown;
}

/** A test's reader of a `text/event-stream` over real HTTP (inject cannot stream). */
export interface EventStreamReader {
  status: number;
  contentType: string | null;
  /** The events received so far (`changed` and its data); comments and the retry hint are left out. */
  readonly events: readonly ReceivedEvent[];
  /** Resolves once `count` events have arrived in all. */
  waitForEvents: (count: number) => Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
}

export async function openEventStreamReader(url: string, token: string): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Token ${token}` }, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of waiters.filter((w) => events.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const read = async (): Promise<void> => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (name !== undefined) events.push({ name, data: data === undefined ? undefined : (JSON.parse(data) as unknown) });
        }
        settle();
      }
    } catch {
      // aborted by close()
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    waitForEvents: (count) => new Promise<void>((resolve) => {
      waiters.push({ count, resolve });
      settle();
    }),
    ended: response.ok ? read() : Promise.resolve(),
    close: () => abort.abort(),
  };
}
