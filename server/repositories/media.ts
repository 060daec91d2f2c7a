import { randomBytes } from 'node:crypto';
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles, members, memberTasks, taskDocuments, tasks } from '../db/schema';

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

/** The address of a stored file: /media/<key>.<ext> (GET with the token; see findMediaFor). */
export function mediaPath(key: string, contentType: MediaType): string {
  return `/media/${key}.${MEDIA_EXTENSIONS[contentType]}`;
}

/** media_files.purpose of a member's own photo and of a news photo; task documents are told by their task_documents row. */
const MEMBER_PHOTO = 'member-photo';
export const NEWS_PHOTO = 'news-photo';

export const newMediaKey = (): string => randomBytes(16).toString('hex');

/** Stores a file of the organisation (a news photo) and returns its address. */
export async function storeMedia(db: Db, purpose: string, contentType: ImageType, bytes: Buffer): Promise<string> {
  const key = newMediaKey();
  await db.insert(mediaFiles).values({ key, purpose, contentType, bytes });
  return mediaPath(key, contentType);
}

/**
 * The file under `key` when `memberId` may read it and its type gives the extension `ext` (an
 * address with another extension is not this file). Who may read what, in one statement on the
 * file's unique key and the indexes of its document and the task's assignments:
 * - a member's photo: that member only (the one file a member uploads for themselves);
 * - a news photo: every signed-in member, as the news is;
 * - a task document (the creator's or a member's): whoever uploaded it, the task's creator and
 *   the task's assignees, the people the task's screens are for.
 * Anything else, another member's photo included, is undefined, which the route answers like a
 * file that does not exist.
 */
export async function findMediaFor(db: Db, memberId: number, key: string, ext: string): Promise<StoredMedia | undefined> {
  const assignee = db
    .select({ one: sql`1` })
    .from(memberTasks)
    .where(and(eq(memberTasks.taskId, taskDocuments.taskId), eq(memberTasks.memberId, memberId)));
  const taskReader = db
    .select({ one: sql`1` })
    .from(taskDocuments)
    .innerJoin(tasks, eq(tasks.id, taskDocuments.taskId))
    .where(and(eq(taskDocuments.mediaFileId, mediaFiles.id), or(eq(taskDocuments.memberId, memberId), eq(tasks.createMemberId, memberId), exists(assignee))));
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.key, key),
        or(and(eq(mediaFiles.purpose, MEMBER_PHOTO), eq(mediaFiles.memberId, memberId)), eq(mediaFiles.purpose, NEWS_PHOTO), exists(taskReader)),
      ),
    )
    .limit(1);
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
    const [file] = await tx.insert(mediaFiles).values({ key, memberId, purpose: MEMBER_PHOTO, contentType, bytes }).returning({ id: mediaFiles.id });
    await tx.delete(mediaFiles).where(and(eq(mediaFiles.memberId, memberId), eq(mediaFiles.purpose, MEMBER_PHOTO), ne(mediaFiles.id, file?.id ?? 0)));
    return photo;
  });
}

/** Removes the member's photo and its file; deleting a photo that is already gone changes nothing. */
export async function deleteMemberPhoto(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ photo: null }).where(eq(members.id, memberId));
    await tx.delete(mediaFiles).where(and(eq(mediaFiles.memberId, memberId), eq(mediaFiles.purpose, MEMBER_PHOTO)));
  });
}
