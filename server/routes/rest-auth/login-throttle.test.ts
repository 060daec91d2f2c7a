import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { LoginRateLimit } from '../../auth/login-throttle';
import { messages } from '../../http/messages';
import { DEMO_PASSWORD } from '../../seed/seed';
import { useTestApp } from '../../test/use-test-app';

const LOGIN = '/api/rest-auth/login/';
const MIN = 60_000;
const limits: LoginRateLimit = {
  perPair: { maxFailures: 3, windowMs: 10 * MIN },
  perUsername: { maxFailures: 6, windowMs: 60 * MIN },
  perAddress: { maxFailures: 12, windowMs: 10 * MIN },
};

describe('the login throttle', () => {
  let now = Date.parse('2026-06-07T06:00:00Z');
  const clock = () => now;
  const t = useTestApp({ voters: 50, loginRateLimit: limits, now: clock });

  const attempt = (username: string, password: string, address: string, app: FastifyInstance = t.app): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: address });

  function expectThrottled(response: LightMyRequestResponse): number {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ Error: messages.tooManyAttempts });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    return retryAfter;
  }

  it('stops one address guessing one name, even with the right password, and leaves the owner elsewhere alone', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('diaspora', `wrong${i}`, '198.51.100.1')).statusCode).toBe(400);
    expect(expectThrottled(await attempt('DIASPORA', DEMO_PASSWORD, '198.51.100.1'))).toBe(600);
    // The owner on another address signs in; another name from the guessing address is not held either.
    expect((await attempt('diaspora', DEMO_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    expect((await attempt('vhp', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    // The pair is free again once its oldest failure is ten minutes old.
    now += 10 * MIN;
    expect((await attempt('diaspora', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins against an address', async () => {
    // Far more than any limit: a carrier's shared address must be able to sign a whole town in.
    for (let i = 0; i < 15; i++) expect((await attempt('anetar', DEMO_PASSWORD, '192.0.2.50')).statusCode, `sign-in ${i}`).toBe(200);
  });

  it('forgets the owner’s own typos once the right password comes from the same address', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt('admin', 'typo', '192.0.2.60')).statusCode).toBe(400);
    expect((await attempt('admin', DEMO_PASSWORD, '192.0.2.60')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt('admin', 'typo', '192.0.2.60')).statusCode).toBe(400);
    expect((await attempt('admin', DEMO_PASSWORD, '192.0.2.60')).statusCode).toBe(200);
  });

  it('holds an address that tries many names', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt(`spray${i}`, 'Password1', '198.51.100.77')).statusCode).toBe(400);
    expectThrottled(await attempt('spray-next', 'Password1', '198.51.100.77'));
    expectThrottled(await attempt('vezhgues', DEMO_PASSWORD, '198.51.100.77'));
  });

  it('slows a crowd of addresses on one name to a guess each, while the owner still gets in', async () => {
    const crowd = Array.from({ length: 6 }, (_, i) => `198.51.100.${100 + i}`);
    // Before the name is under attack an address may fail again.
    expect((await attempt('patronazhist', 'guess-a', crowd[0] ?? '')).statusCode).toBe(400);
    expect((await attempt('patronazhist', 'guess-b', crowd[0] ?? '')).statusCode).toBe(400);
    for (const address of crowd.slice(1, 5)) expect((await attempt('patronazhist', 'guess', address)).statusCode).toBe(400);
    // Six failures: under attack. An address that already failed is held although its own count (1) is under 3.
    expectThrottled(await attempt('patronazhist', 'guess-again', crowd[1] ?? ''));
    // A fresh address is still checked: the attacker's wrong guess is a 400 once, then it is held too…
    expect((await attempt('patronazhist', 'guess', crowd[5] ?? '')).statusCode).toBe(400);
    expectThrottled(await attempt('patronazhist', 'guess-again', crowd[5] ?? ''));
    // …and the owner's right password from a fresh address signs in.
    expect((await attempt('patronazhist', DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
  });

  it('counts unknown names like real ones, so a 429 tells nothing about which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('askush-ketu', 'x', '198.51.100.200')).statusCode).toBe(400);
    expectThrottled(await attempt('askush-ketu', 'x', '198.51.100.200'));
  });

  describe('with a second server instance on the same database', () => {
    let second: FastifyInstance | undefined;
    afterAll(async () => {
      await second?.close();
    });

    it('shares the counts', async () => {
      second = await buildApp({ db: t.db, loginRateLimit: limits, now: clock });
      const other = second;
      for (let i = 0; i < 2; i++) expect((await attempt('vezhgues', 'wrong', '198.51.100.150')).statusCode).toBe(400);
      expect((await attempt('vezhgues', 'wrong', '198.51.100.150', other)).statusCode).toBe(400);
      // Three failures split across the instances: both refuse the pair now.
      expectThrottled(await attempt('vezhgues', DEMO_PASSWORD, '198.51.100.150', other));
      expectThrottled(await attempt('vezhgues', DEMO_PASSWORD, '198.51.100.150'));
    });
  });
});
