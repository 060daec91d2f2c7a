import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles, members } from '../db/schema';

/** The image types the server stores, with the extension of their address. */
export const IMAGE_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;

/** Every type the server stores: the images and the documents of tasks. */
export const MEDIA_EXTENSIONS = {
  ...IMAGE_EXTENSIONS,
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type MediaType = keyof typeof MEDIA_EXTENSIONS;

export const isImageType = (type: string): type is ImageType => type in IMAGE_EXTENSIONS;

export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

/** The public address of a stored file: /media/<key>.<ext>. */
export function mediaPath(key: string, contentType: MediaType): string {
  return `/media/${key}.${MEDIA_EXTENSIONS[contentType]}`;
}

export const newMediaKey = (): string => randomBytes(16).toString('hex');

/** Stores a file of the organisation (a news photo) and returns its address. */
export async function storeMedia(db: Db, purpose: string, contentType: ImageType, bytes: Buffer): Promise<string> {
  const key = newMediaKey();
  await db.insert(mediaFiles).values({ key, purpose, contentType, bytes });
  return mediaPath(key, contentType);
}

/** The file under `key` when its type gives the extension `ext` (an address with another extension is not this file). */
export async function findMedia(db: Db, key: string, ext: string): Promise<StoredMedia | undefined> {
  const [row] = await db.select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  if (!row || MEDIA_EXTENSIONS[row.contentType as MediaType] !== ext) return undefined;
  return row;
}

/**
 * Makes `bytes` the member's photo: the new file, the member's address and the removal of the old
 * file in one transaction, so no reader sees an address without its file. Undefined when the
 * member no longer exists.
 */
export async function replaceMemberPhoto(db: Db, memberId: number, contentType: ImageType, bytes: Buffer): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const key = newMediaKey();
    const photo = mediaPath(key, contentType);
    const updated = await tx.update(members).set({ photo }).where(eq(members.id, memberId)).returning({ id: members.id });
    if (updated.length === 0) return undefined;
    const [file] = await tx.insert(mediaFiles).values({ key, memberId, purpose: 'member-photo', contentType, bytes }).returning({ id: mediaFiles.id });
    await tx.delete(mediaFiles).where(and(eq(mediaFiles.memberId, memberId), eq(mediaFiles.purpose, 'member-photo'), ne(mediaFiles.id, file?.id ?? 0)));
    return photo;
  });
}

/** Removes the member's photo and its file; deleting a photo that is already gone changes nothing. */
export async function deleteMemberPhoto(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ photo: null }).where(eq(members.id, memberId));
    await tx.delete(mediaFiles).where(and(eq(mediaFiles.memberId, memberId), eq(mediaFiles.purpose, 'member-photo')));
  });
}
