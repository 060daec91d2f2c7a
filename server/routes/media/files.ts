import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { findMedia, isImageType } from '../../repositories/media';

const FILE = /^([0-9a-f]{32})\.(jpg|png|webp|pdf|docx|xlsx)$/;

/**
 * /media/<key>.<ext> — photos, outside the token scope because an <img> cannot send the token:
 * the 128-bit random key is what protects a file. A file never changes under its address (a new
 * photo gets a new key), so browsers may keep it; `private` keeps shared caches out. The type is
 * the one the server sniffed at upload, with nosniff and a sandboxing CSP so nothing served here
 * ever runs as a page or script. Documents (task attachments) are always downloaded, never shown
 * in the browser's own viewer.
 */
export const mediaRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  app.get('/:file', async (request, reply) => {
    const { file } = request.params as { file?: unknown };
    const match = typeof file === 'string' ? FILE.exec(file) : null;
    const media = match?.[1] && match[2] ? await findMedia(db, match[1], match[2]) : undefined;
    if (!media) throw new HttpError(404, messages.mediaNotFound);
    if (!isImageType(media.contentType)) void reply.header('content-disposition', `attachment; filename="${file as string}"`);
    return reply
      .type(media.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(media.bytes);
  });
  done();
};
