import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { login, tokenHeader } from '../test/session';
import { myObserverVoters } from '../../src/contract/voting-day';
import { messages } from './messages';

/** A built file with the .br and .gz the build writes beside it (scripts/vite-precompress.ts). */
const PRECOMPRESSED_JS = 'export const stations = [];\n'.repeat(300);
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_JS);
const PRECOMPRESSED_GZ = gzipSync(PRECOMPRESSED_JS, { level: 9 });

describe('the app shell around the API', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'terren-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Anëtar</title><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'large-def456.js'), 'export const voters = [];\n'.repeat(400));
    writeFileSync(join(dist, 'assets', 'shell-0a1b2c.js'), PRECOMPRESSED_JS);
    writeFileSync(join(dist, 'assets', 'shell-0a1b2c.js.br'), PRECOMPRESSED_BR);
    writeFileSync(join(dist, 'assets', 'shell-0a1b2c.js.gz'), PRECOMPRESSED_GZ);
    t = await buildTestApp({ voters: 50, distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const url of ['/api/nope/', '/api/hr/nothing-here/', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ Error: messages.notFound });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope/', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ Error: messages.notFound });
  });

  it('serves index.html for client routes, with no-cache and the strict CSP', async () => {
    for (const url of ['/', '/observer-module', '/my-patronage?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Anëtar</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends the security headers on every kind of answer, built once for all requests', async () => {
    const token = await login(t.app, 'vezhgues');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/observer-module' }),
      await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      await t.app.inject({ method: 'GET', url: '/api/patronage/my-observer-voters-new/', headers: tokenHeader(token) }),
      await t.app.inject({ method: 'GET', url: '/api/nope/' }),
      await t.app.inject({ method: 'GET', url: '/api/hr/currentuser/' }),
      await t.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: 'not json', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 403, 400]);
    for (const answer of answers) {
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('caches hashed assets for good and the service worker never', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('compresses large JSON answers when the client accepts it', async () => {
    const token = await login(t.app, 'vezhgues');
    const url = '/api/patronage/my-observer-voters-new/';
    const plain = await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = myObserverVoters.parse(plain.json());
    expect(expected.voters.length).toBeGreaterThan(0);

    const br = await t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(token), 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gz = await t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(token), 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);

    // Small answers go out as they are.
    const small = await t.app.inject({ method: 'GET', url: '/api/hr/currentuser/', headers: { ...tokenHeader(token), 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app files it serves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/large-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe('export const voters = [];\n'.repeat(400));
  });

  it('sends the files the build compressed as they are, never compressing them again', async () => {
    const url = '/assets/shell-0a1b2c.js';
    const answers = {
      br: await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      gzip: await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } }),
      identity: await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } }),
      none: await t.app.inject({ method: 'GET', url }),
    };
    expect(answers.br.headers['content-encoding']).toBe('br');
    expect(answers.br.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
    expect(answers.gzip.headers['content-encoding']).toBe('gzip');
    expect(answers.gzip.rawPayload.equals(PRECOMPRESSED_GZ)).toBe(true);
    for (const plain of [answers.identity, answers.none]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(PRECOMPRESSED_JS);
    }
    for (const answer of Object.values(answers)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('hides the internals of a server error', async () => {
    const token = await login(t.app, 'admin');
    const local = await buildTestApp({ voters: 50 });
    const localToken = await login(local.app, 'admin');
    try {
      // Close the database under the running app: the next query fails inside the server.
      await local.database.close();
      const response = await local.app.inject({ method: 'GET', url: '/api/hr/currentuser/', headers: tokenHeader(localToken) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ Error: messages.server });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await local.close();
    }
    // The shared app is unaffected.
    expect((await t.app.inject({ method: 'GET', url: '/api/hr/currentuser/', headers: tokenHeader(token) })).statusCode).toBe(200);
  });
});
