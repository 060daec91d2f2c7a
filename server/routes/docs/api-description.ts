import { createHash } from 'node:crypto';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../../src/contract/api/catalogue';
import { buildOpenApiDocument } from '../../openapi/document';
import { docsPageHtml } from '../../openapi/docs-page';

interface Described {
  body: string;
  etag: string;
}

function described(body: string): Described {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** The same for everyone and only new with a new server: cached, and revalidated by its ETag. */
function answer(request: FastifyRequest, reply: FastifyReply, { body, etag }: Described, type: string): FastifyReply {
  void reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** GET /api/openapi.json and /api/docs — public: the API's description, generated from src/contract. */
export const apiDescriptionRoutes: FastifyPluginCallback = (app, _options, done) => {
  // Built on the first call, not at start-up: most servers (and every test app) never serve it.
  let made: { json: Described; page: Described } | undefined;
  const description = () => {
    if (!made) {
      const document = buildOpenApiDocument();
      made = { json: described(JSON.stringify(document)), page: described(docsPageHtml(document)) };
    }
    return made;
  };
  const cacheable = { config: { publicCache: true } };
  app.get(OPENAPI_PATH, cacheable, (request, reply) => answer(request, reply, description().json, 'application/json; charset=utf-8'));
  app.get(API_DOCS_PATH, cacheable, (request, reply) => answer(request, reply, description().page, 'text/html; charset=utf-8'));
  done();
};
