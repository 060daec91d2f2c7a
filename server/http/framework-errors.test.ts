import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { login, tokenHeader } from '../test/session';
import { useTestApp } from '../test/use-test-app';
import { messages } from './messages';

/** Sends raw bytes to the listening app and returns everything it writes back before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parseRaw(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: JSON.parse(body) as unknown };
}

describe('answers the router and the HTTP parser give themselves', () => {
  const t = useTestApp({ voters: 50 });

  it('malformed percent-encoding in the path: 400 in the API shape, not cached', async () => {
    for (const url of ['/api/hr/%zz/', '/api/patronage/patronager-voter-confirm-voting/%E0%A4%A/', '/api/%']) {
      const response = await t.app.inject({ method: 'PUT', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ Error: messages.badUrl });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('a path parameter longer than the router allows: 414 in the API shape', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/patronage/patronager-voter-confirm-voting/${'9'.repeat(400)}/` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ Error: messages.urlPartTooLong });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('oversized headers and unparseable requests on a real socket: 431 and 400 in the API shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const oversized = parseRaw(await rawRequest(port, `GET /api/hr/currentuser/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`));
    expect(oversized.status).toBe(431);
    expect(oversized.body).toEqual({ Error: messages.headersTooLarge });
    expect(oversized.headers).toContain('cache-control: no-store');

    const overlongUrl = parseRaw(await rawRequest(port, `GET /api/hr/currentuser/?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(overlongUrl.status).toBe(431);
    expect(overlongUrl.body).toEqual({ Error: messages.headersTooLarge });

    const garbage = parseRaw(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ Error: messages.badRequest });
    expect(garbage.headers).toContain('content-type: application/json; charset=utf-8');
  });

  it('every API answer is no-store: data, 404, 4xx and the public login (a 500: app-shell.test.ts)', async () => {
    const token = await login(t.app, 'admin');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/hr/currentuser/', headers: tokenHeader(token) }),
      await t.app.inject({ method: 'GET', url: '/api/nope/' }),
      await t.app.inject({ method: 'GET', url: '/api' }),
      await t.app.inject({ method: 'GET', url: '/api/hr/currentuser/' }),
      await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { username: 'admin', password: 'demo' } }),
      await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});
