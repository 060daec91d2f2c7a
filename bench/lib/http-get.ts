import http from 'node:http';

/**
 * GETs over keep-alive connections of one agent (node:http: a few microseconds of the bench's own
 * CPU per call, where fetch spends several times that on the same two cores the server uses).
 * Asks for br or gzip as the app's browser does (the server's compression is part of each answer's
 * cost). Resolves when the whole body has arrived; rejects on a status other than 200, or after `timeoutMs`.
 */
export function httpGetter(baseUrl: string, options: { connections: number; timeoutMs: number }) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const get = (path: string, token: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const request = http.get(
        { agent, host: base.hostname, port: base.port, path, headers: { authorization: `Token ${token}`, 'accept-encoding': 'br, gzip' }, timeout: options.timeoutMs },
        (response) => {
          let body = '';
          const keep = response.statusCode !== 200;
          response.on('data', (chunk: Buffer) => {
            if (keep && body.length < 300) body += chunk.toString('utf8');
          });
          response.on('end', () => (keep ? reject(new Error(`${path} answered ${response.statusCode}: ${body.slice(0, 200)}`)) : resolve()));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${path} took longer than ${options.timeoutMs} ms`)));
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}
