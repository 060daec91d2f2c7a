import { beforeEach, describe, expect, it } from 'vitest';
import { noteServerDate, readServerClock, SERVER_CLOCK_KEY } from './server-clock';

describe('server clock', () => {
  beforeEach(() => localStorage.removeItem(SERVER_CLOCK_KEY));

  it("records server minus device time from an answer's Date header", () => {
    const server = Date.UTC(2026, 4, 10, 8, 0, 0);
    noteServerDate(new Headers({ date: new Date(server).toUTCString() }), server - 5 * 60_000);
    expect(readServerClock()).toEqual({ offsetMs: 5 * 60_000 + 500, at: server - 5 * 60_000 });
  });

  it('ignores an answer without a Date header or with a bad one', () => {
    noteServerDate(new Headers());
    noteServerDate(new Headers({ date: 'not a date' }));
    expect(readServerClock()).toBeNull();
  });

  it('reads nothing from a damaged stored value', () => {
    localStorage.setItem(SERVER_CLOCK_KEY, '{"offsetMs":"x"}');
    expect(readServerClock()).toBeNull();
  });
});
