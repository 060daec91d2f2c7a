import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (with prototype-poisoning protection), except that an empty body parses
 * as undefined instead of failing: the voting PUT calls send "an empty body", and some clients
 * still label it application/json.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void strict(request, text, done);
  });
}
