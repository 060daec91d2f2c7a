import { describe, expect, it } from 'vitest';
import { classifyAnswer, classifyFailure } from './classify';

const answer = (status: number, body: unknown = null, retryAfter: string | null = null) => ({ status, body, retryAfter });

describe('classifyAnswer', () => {
  it('2xx is done', () => {
    for (const status of [200, 201, 204]) expect(classifyAnswer(answer(status), {}, 0).type).toBe('done');
  });

  it('network-like statuses are retried, with Retry-After when given', () => {
    for (const status of [408, 500, 502, 503, 504]) expect(classifyAnswer(answer(status), {}, 0)).toMatchObject({ type: 'retry', retryAfterMs: null });
    expect(classifyAnswer(answer(429, null, '12'), {}, 0)).toEqual({ type: 'retry', retryAfterMs: 12_000, reason: 'HTTP 429', queueWide: true });
    expect(classifyAnswer(answer(500), {}, 0)).toMatchObject({ queueWide: false });
    expect(classifyAnswer(answer(503, null, '5'), {}, 0)).toMatchObject({ queueWide: true });
  });

  it('401 and 403 pause the member', () => {
    expect(classifyAnswer(answer(401), {}, 0)).toEqual({ type: 'auth', status: 401 });
    expect(classifyAnswer(answer(403, { Error: 'Token i pavlefshëm' }), {}, 0)).toEqual({ type: 'auth', status: 403 });
  });

  it("other 4xx need attention, carrying the server's Error text", () => {
    expect(classifyAnswer(answer(404, { Error: 'Votuesi nuk u gjet!' }), {}, 0)).toEqual({
      type: 'attention',
      status: 404,
      message: 'Votuesi nuk u gjet!',
    });
    expect(classifyAnswer(answer(422, '<html>'), {}, 0)).toEqual({ type: 'attention', status: 422, message: 'HTTP 422' });
  });

  it('a success-equivalent of the kind is done (QR 409 "already scanned")', () => {
    const qr = { isSuccessEquivalent: (status: number) => status === 409 };
    expect(classifyAnswer(answer(409), qr, 0).type).toBe('done');
    expect(classifyAnswer(answer(409), {}, 0).type).toBe('attention');
  });
});

describe('classifyFailure', () => {
  it('retries network errors and timeouts', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'), false)).toMatchObject({ type: 'retry', reason: 'network: Failed to fetch', queueWide: true });
    expect(classifyFailure(new DOMException('aborted', 'AbortError'), true)).toMatchObject({ type: 'retry', reason: 'timeout', queueWide: true });
  });
});
