import type { FastifyPluginCallback } from 'fastify';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { findMediaFor, isImageType } from '../../repositories/media';

const FILE = /^([0-9a-f]{32})\.(jpg|png|webp|pdf|docx|xlsx)$/;

/**
 * /media/<key>.<ext> — photos and task documents, for a signed-in member allowed to read the file
 * (findMediaFor), with the token every other call carries: the app fetches files and shows them as
 * object URLs, so an address seen once is no key to the file. No token, an ended session, a
 * file the member may not read and a file that does not exist all answer the same 404: a 403
 * would tell a stranger that the address exists (and the app signs out on 403).
 *
 * `private, no-store`: the browser's HTTP cache outlives a sign-out and no page can empty it, so
 * it must not keep a member's file. The service worker's media cache (Cache Storage ignores
 * Cache-Control) keeps the files for offline use and is emptied at sign-out. The type is the one
 * the server sniffed at upload, with nosniff and a sandboxing CSP so nothing served here ever runs
 * as a page or script. Documents are always downloaded, never shown in the browser's own viewer.
 */
export const mediaRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/:file', async (request, reply) => {
    const { file } = request.params as { file?: unknown };
    const match = typeof file === 'string' ? FILE.exec(file) : null;
    const media = match?.[1] && match[2] ? await findMediaFor(db, signedIn(request).id, match[1], match[2]) : undefined;
    if (!media) throw new HttpError(404, messages.mediaNotFound);
    if (!isImageType(media.contentType)) void reply.header('content-disposition', `attachment; filename="${file as string}"`);
    return reply
      .type(media.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(media.bytes);
  });
  done();
};
