import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract/common';
import { messages } from './messages';

/**
 * Unknown /api paths answer 404 JSON. With a built app, any other GET that is not a file gets
 * index.html so client routes (/observer-module…) survive a reload; a missing file under /assets/
 * or /media/ stays a 404, because HTML served in place of a script only hides a stale-deploy problem.
 */
export function registerNotFound(app: FastifyInstance, spa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/') && !path.startsWith('/media/');
    if (spa && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = { Error: messages.notFound };
    return reply.code(404).send(body);
  });
}
