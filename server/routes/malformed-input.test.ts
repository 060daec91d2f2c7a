import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../src/contract/api/catalogue';
import { errorBody } from '../../src/contract/common';
import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../src/contract/headers';
import { LIVE_VOTING_DAY_PATH } from '../../src/contract/live';
import { hashToken, newToken } from '../auth/tokens';
import { messages } from '../http/messages';
import { storeToken } from '../repositories/auth';
import type { DemoAccount } from '../seed/seed';
import { apiRoutes, fillParams, pathParams, type ApiRoute } from '../test/api-routes';
import { mergedSample, requestSchemas } from '../test/contract-samples';
import { tokenHeader } from '../test/session';
import { useTestApp } from '../test/use-test-app';

/*
 * A corpus of malformed input sent to every route the app registers (read from the app itself, so
 * routes added later are covered without being listed here), with a valid token of a member whose
 * roles let the call reach its input checks. Whatever arrives, the answer is never a 5xx, a 4xx is
 * `{ "Error": "…" }` JSON, and every /api answer carries Cache-Control: no-store.
 *
 * Request fields come from the contract (every exported `…Body` and `…Query` schema): one object
 * holds a valid sample of each, so a route's own fields are valid but for the one being broken.
 * Each field is first probed once; the full list of bad values goes only to the fields a route
 * turns out to read (its answer changes), which keeps the run short.
 */

/** Query and path text that must never reach an int4 column or a query unchecked. */
const BAD_TEXT = ['0', '-1', '2147483648', '-2147483649', '1e309', '9'.repeat(400), '1.5', 'NaN', '0x10', 'abc', '', ' ', '\u0000', 'a\u0000b', 'x\u001by', 'x'.repeat(5000)];
/** Raw JSON values for body fields (some JSON.stringify cannot write, such as 1e309). */
const BAD_JSON = [
  '0', '-1', '2147483648', '-2147483649', '1e309', '-1e309', '9'.repeat(400), '1.5',
  '""', '"\\u0000"', '"a\\u0000b"', '"x\\u001by"', JSON.stringify('x'.repeat(100_000)), '"2147483648"', '"1"',
  'null', 'true', '[]', '{}', '{"a":1}',
];
/** Path segments as they appear on the wire; the last ones are malformed percent-encoding or longer than the router allows. */
const BAD_PATH = [...BAD_TEXT.filter((v) => v !== '' && v.length < 500).map(encodeURIComponent), '%', '%zz', '%E0%A4%A', '%C0%80', 'x'.repeat(200)];
const NOT_JSON_OBJECTS: { type: string | undefined; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '[1,]' },
  { type: 'application/json', payload: 'nul' },
  { type: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { type: 'application/json', payload: '\u0000' },
  { type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '42' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'text/plain', payload: 'voter_id=1' },
  { type: 'text/plain', payload: 'x'.repeat(1024 * 1024 + 10) },
  { type: 'application/x-www-form-urlencoded', payload: 'voter_id=1&observer_id=1' },
  { type: 'application/xml', payload: '<voter_id>1</voter_id>' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { type: 'multipart/form-data', payload: 'garbage' },
  { type: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 3]) },
  { type: '', payload: '{}' },
  { type: undefined, payload: '{"voter_id":1}' },
];
const BAD_SEQ = ['0', '-1', '1e309', '9'.repeat(400), 'abc', '1.5', ' 1'];
const ROLE_ACCOUNTS: readonly DemoAccount[] = ['vezhgues', 'patronazhist', 'diaspora', 'vhp', 'admin'];
/** Query names worth trying on every route besides the contract's. */
const EXTRA_QUERY = ['format', 'id', 'page', 'search'];
const RAW = '\u0001raw\u0001';
const PARALLEL = 6;
/** Long: several thousand requests over 150-odd routes, some of them through argon2id (login, password change), on a shared machine. */
const CORPUS_TIMEOUT = 600_000;

const hasBody = (route: ApiRoute): boolean => route.method !== 'GET';
const key = (route: ApiRoute): string => `${route.method} ${route.url}`;
const validUrl = (route: ApiRoute): string => fillParams(route.url, () => '1');

interface Call {
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** What was broken, for the failure list (default: the start of the body). */
  label?: string;
}

const jsonCall = (url: string, payload: string, headers: Record<string, string> = {}): Call => ({ url, payload, headers: { 'content-type': 'application/json', ...headers } });
/** `object` as JSON with the value of `field` written as the raw JSON text `raw`. */
const withRaw = (object: Record<string, unknown>, field: string, raw: string): string => JSON.stringify({ ...object, [field]: RAW }).replace(JSON.stringify(RAW), raw);

/** The API description is the same for everyone: the one /api answer that may be cached. */
const CACHEABLE = new Set([OPENAPI_PATH, API_DOCS_PATH]);

/** Why `response` breaks the rules, or undefined when it keeps them. */
function problem(url: string, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (url.startsWith('/api') && !CACHEABLE.has(url.split('?')[0] ?? '') && response.headers['cache-control'] !== 'no-store') return `cache-control ${String(response.headers['cache-control'])}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `${response.statusCode} as ${String(response.headers['content-type'])}`;
  try {
    if (!errorBody.safeParse(response.json()).success) return `${response.statusCode} body ${response.body.slice(0, 200)}`;
  } catch {
    return `${response.statusCode} body is not JSON: ${response.body.slice(0, 100)}`;
  }
  return undefined;
}

describe('malformed input on every route', () => {
  const t = useTestApp({ voters: 50 });
  let routes: ApiRoute[] = [];
  let bodySample: Record<string, unknown> = {};
  let querySample: Record<string, string> = {};
  /** Per route: the member it is called as, and that member's current token. */
  const callers = new Map<string, { memberId: number; token: string }>();

  async function mint(route: ApiRoute, memberId: number): Promise<string> {
    const token = newToken();
    await storeToken(t.db, memberId, hashToken(token));
    callers.set(key(route), { memberId, token });
    return token;
  }

  /** Sends `c` as the route's member; a 401/403 (the route ended its own session: logout) is retried once with a new session. */
  async function send(route: ApiRoute, c: Call): Promise<LightMyRequestResponse> {
    const caller = callers.get(key(route)) ?? { memberId: t.seed.accounts.admin, token: await mint(route, t.seed.accounts.admin) };
    const inject = (token: string) => t.app.inject({ method: route.method, url: c.url, payload: c.payload, headers: { ...tokenHeader(token), ...c.headers } });
    const response = await inject(caller.token);
    if (response.statusCode !== 401 && response.statusCode !== 403) return response;
    return inject(await mint(route, caller.memberId));
  }

  /** Sends every call (a few at a time) and fails listing each one whose answer broke the rules. */
  async function expectAllHandled(targets: readonly ApiRoute[], calls: (route: ApiRoute) => Call[] | Promise<Call[]>): Promise<void> {
    const failures: string[] = [];
    for (const route of targets) {
      const list = await calls(route);
      for (let i = 0; i < list.length; i += PARALLEL) {
        await Promise.all(
          list.slice(i, i + PARALLEL).map(async (c) => {
            const why = problem(c.url, await send(route, c));
            const shown = c.label ?? (c.payload === undefined ? '' : `body ${String(c.payload).slice(0, 60)}`);
            if (why !== undefined) failures.push(`${route.method} ${c.url.slice(0, 120)} ${shown} ${JSON.stringify(c.headers ?? {})} → ${why}`);
          }),
        );
      }
    }
    expect(failures).toEqual([]);
  }

  /** The fields among `names` the route reads: setting one to `probe(name)` changes the answer from the valid sample's. */
  async function fieldsRead(route: ApiRoute, names: readonly string[], call: (name?: string) => Call): Promise<string[]> {
    // Timestamps in an answer (observer-status' server_time) change on their own; they say nothing about the field.
    const fingerprint = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T')}`;
    // Twice: a write answers its first call differently from its repeats (created, then already there).
    await send(route, call());
    const baseline = fingerprint(await send(route, call()));
    const read: string[] = [];
    for (const name of names) if (fingerprint(await send(route, call(name))) !== baseline) read.push(name);
    return read;
  }

  beforeAll(async () => {
    await t.app.ready();
    // The live stream takes no input (no path, query or body field) and never ends, so an injected
    // call would wait for ever; its refusals are tested in routes/live/voting-day-live.test.ts.
    routes = apiRoutes(t).filter((route) => route.url !== LIVE_VOTING_DAY_PATH);
    const { bodies, queries } = await requestSchemas();
    bodySample = mergedSample(bodies);
    querySample = Object.fromEntries(
      Object.entries(mergedSample(queries)).flatMap(([name, value]) => (['number', 'string', 'boolean'].includes(typeof value) ? [[name, String(value)]] : [])),
    );
    // Each route is called as the first demo member it does not refuse with the module 404.
    for (const route of routes) {
      for (const account of ROLE_ACCOUNTS) {
        await mint(route, t.seed.accounts[account]);
        const probe = await send(route, hasBody(route) ? jsonCall(validUrl(route), '{}') : { url: validUrl(route) });
        if (probe.statusCode !== 404 || errorBody.safeParse(probe.json()).data?.Error !== messages.noModuleAccess) break;
      }
    }
  });

  it('finds every route, the voting-day, session and password calls among them', () => {
    const names = routes.map(key);
    for (const known of ['POST /api/rest-auth/login/', 'POST /api/rest-auth/logout-all/', 'POST /api/hr/changepassword/', 'POST /api/patronage/voting/']) {
      expect(names).toContain(known);
    }
    expect(routes.length).toBeGreaterThan(15);
  });

  it('path parameters: out of range, huge, not numbers, NUL, malformed percent-encoding, too long', async () => {
    const withParams = routes.filter((route) => pathParams(route.url).length > 0);
    expect(withParams.length).toBeGreaterThan(0);
    await expectAllHandled(withParams, (route) =>
      pathParams(route.url).flatMap((param) =>
        BAD_PATH.map((bad) => {
          const url = fillParams(route.url, (name) => (name === param ? bad : '1'));
          return hasBody(route) ? jsonCall(url, JSON.stringify(bodySample)) : { url };
        }),
      ),
    );
  }, CORPUS_TIMEOUT);

  it('query parameters: wrong, huge or NUL values, malformed encoding, repeats and over-long values', async () => {
    const names = [...new Set([...Object.keys(querySample), ...EXTRA_QUERY])];
    await expectAllHandled(routes, async (route) => {
      const query = (over: Record<string, string> = {}, raw = ''): Call => {
        const url = `${validUrl(route)}?${new URLSearchParams({ ...querySample, ...over }).toString()}${raw}`;
        return hasBody(route) ? jsonCall(url, JSON.stringify(bodySample)) : { url };
      };
      const read = await fieldsRead(route, names, (name) => query(name === undefined ? {} : { [name]: '\u0000' }));
      const everyName = (suffix: string) => names.map((name) => `&${name}${suffix}`).join('');
      return [
        // Every name at once, with each bad value: covers the names a route reads without checking.
        ...BAD_TEXT.map((bad) => query(Object.fromEntries(names.map((name) => [name, bad])))),
        ...['=%', '=%zz%00', '[]=1', '=1'].map((suffix) => query({}, everyName(suffix))),
        query({ [names[0] ?? 'q']: 'x'.repeat(60_000) }),
        // One at a time, for the names the route reads.
        ...read.flatMap((name) => [...BAD_TEXT.map((bad) => query({ [name]: bad })), query({ [name]: 'x'.repeat(60_000) })]),
      ];
    });
  }, CORPUS_TIMEOUT);

  it('JSON bodies: request fields with wrong types, out-of-range numbers, NUL and huge strings', async () => {
    const fields = Object.keys(bodySample);
    expect(fields).toEqual(expect.arrayContaining(['voter_id', 'observer_id', 'username', 'password', 'old_password']));
    await expectAllHandled(routes.filter(hasBody), async (route) => {
      const url = validUrl(route);
      const read = await fieldsRead(route, fields, (name) => jsonCall(url, name === undefined ? JSON.stringify(bodySample) : withRaw(bodySample, name, '{"probe":[]}')));
      const allBad = (raw: string) => fields.reduce((json, field) => withRaw(JSON.parse(json) as Record<string, unknown>, field, JSON.stringify(RAW)), '{}').replaceAll(JSON.stringify(RAW), raw);
      return [
        ...BAD_JSON.map((raw) => ({ ...jsonCall(url, allBad(raw)), label: `every field: ${raw.slice(0, 40)}` })),
        ...read.flatMap((field) => BAD_JSON.map((raw) => ({ ...jsonCall(url, withRaw(bodySample, field, raw)), label: `${field}: ${raw.slice(0, 40)}` }))),
      ];
    });
  }, CORPUS_TIMEOUT);

  it('bodies that are not a JSON object: invalid JSON, other content types, over 1 MiB', async () => {
    await expectAllHandled(routes.filter(hasBody), (route) =>
      NOT_JSON_OBJECTS.map(({ type, payload }): Call => ({ url: validUrl(route), payload, headers: type === undefined ? {} : { 'content-type': type } })),
    );
  }, CORPUS_TIMEOUT);

  it('the per-device headers: bad sequence numbers and client ids', async () => {
    await expectAllHandled(routes.filter(hasBody), (route) => [
      ...BAD_SEQ.map((seq) => jsonCall(validUrl(route), JSON.stringify(bodySample), { [CLIENT_SEQ_HEADER]: seq })),
      ...['', 'x'.repeat(500), 'a b', '\u00e7'].map((id) => jsonCall(validUrl(route), JSON.stringify(bodySample), { [CLIENT_ID_HEADER]: id, [CLIENT_SEQ_HEADER]: '5' })),
    ]);
  }, CORPUS_TIMEOUT);

  it('unknown /api paths and methods answer 404 in the same shape', async () => {
    const unknown: ApiRoute[] = [
      { method: 'GET', url: '/api/nope/' },
      { method: 'DELETE', url: '/api/patronage/voting/' },
      { method: 'PATCH', url: '/api/hr/changepassword/' },
    ];
    await expectAllHandled(unknown, (route) => [{ url: route.url }, { url: `${route.url}%zz` }, { url: `${route.url}?q=%` }]);
  });
});
