import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, PHOTO_FIELD, type PhotoResponse } from '../../../src/contract/profile';
import { signedIn } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { sniffImageType } from '../../http/image-type';
import { messages } from '../../http/messages';
import { deleteMemberPhoto, replaceMemberPhoto } from '../../repositories/media';

/** The one photo of the request, whole; anything else about the upload is the sender's mistake (400, 413 when too big). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, messages.photoRequired);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === PHOTO_FIELD && bytes === undefined) bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, messages.photoTooLarge(MAX_PHOTO_BYTES / (1024 * 1024)));
    }
    throw new HttpError(400, messages.photoRequired);
  }
  if (bytes === undefined || bytes.length === 0) throw new HttpError(400, messages.photoRequired);
  return bytes;
}

/** /api/hr/ — the member's photo (spec 02 §2.2, §7 "Profile"). Multipart is accepted here only. */
export const photoRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.put('/update-my-photo/', async (request): Promise<PhotoResponse> => {
    const bytes = await readPhoto(request);
    const type = sniffImageType(bytes);
    if (type === undefined) throw new HttpError(415, messages.photoType);
    const photo = await replaceMemberPhoto(db, signedIn(request).id, type, bytes);
    if (photo === undefined) throw new HttpError(403, messages.signInAgain);
    return { photo };
  });

  // A repeat after the photo is gone answers the same: the outcome the member asked for.
  app.post('/delete-my-photo/', async (request): Promise<PhotoResponse> => {
    await deleteMemberPhoto(db, signedIn(request).id);
    return { photo: null };
  });
};
