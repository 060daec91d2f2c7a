import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One answer: status, headers, the body as it came over the wire (`wireBytes`) and decoded. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  wireBytes: number;
  body: Buffer;
  ms: number;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * The fleet benchmarks' HTTP client: node:http over keep-alive connections of one agent (each
 * device its own connection, up to `connections`), asking for br or gzip as the app's browser
 * does. Resolves with any status (the caller decides what a 503 means); rejects on a broken
 * connection or after `timeoutMs`, as a device's fetch would.
 */
export function fleetClient(baseUrl: string, options: { connections: number; timeoutMs: number }) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const call = (method: 'GET' | 'POST', path: string, init: CallOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const body = init.json === undefined ? undefined : JSON.stringify(init.json);
      const headers: Record<string, string> = {
        'accept-encoding': 'br, gzip',
        ...(init.token === undefined ? {} : { authorization: `Token ${init.token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        ...init.headers,
      };
      const request = http.request({ agent, host: base.hostname, port: base.port, method, path, headers, timeout: options.timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          try {
            const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: response.statusCode ?? 0, headers: response.headers, wireBytes: raw.length, body: decoded, ms: performance.now() - started });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} took longer than ${options.timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
  return { call, close: () => agent.destroy() };
}

export type FleetClient = ReturnType<typeof fleetClient>;

/** The answer's body as JSON, or an error naming the call when the status is not 200. */
export function okJson(answer: Answer, what: string): unknown {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  return JSON.parse(answer.body.toString('utf8')) as unknown;
}
