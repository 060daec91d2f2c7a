import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../contract/profile';

/** Why a chosen file cannot be the photo: not an image the server takes, or too big. */
export type PhotoProblem = 'type' | 'size';

export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** What the file picker offers; the bytes are what decides (checkPhoto). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** The same rule as the server's (server/http/image-type.ts): the first bytes, not the name or the declared type. */
export function sniffPhotoType(bytes: Uint8Array): (typeof PHOTO_TYPES)[number] | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer: older WebViews on members' phones lack the latter.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

/**
 * Checks a chosen file before it is previewed or sent, so the member hears at once what the
 * server would refuse (and no upload is wasted on a phone's data plan).
 */
export async function checkPhoto(file: Blob): Promise<PhotoProblem | null> {
  if (file.size === 0 || sniffPhotoType(await headOf(file)) === undefined) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}
