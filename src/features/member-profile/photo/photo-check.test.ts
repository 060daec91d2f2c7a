import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../contract/profile';
import { checkPhoto, sniffPhotoType } from './photo-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));

const file = (head: number[], size = head.length, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'foto', { type });
};

describe('the photo checks before an upload', () => {
  it('knows JPEG, PNG and WebP by their first bytes, as the server does', () => {
    expect(sniffPhotoType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffPhotoType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('accepts a real photo up to the limit', async () => {
    expect(await checkPhoto(file(JPEG, 1024, 'image/jpeg'))).toBeNull();
    expect(await checkPhoto(file(PNG, MAX_PHOTO_BYTES))).toBeNull();
  });

  it('refuses a file that only claims to be an image, and an empty one', async () => {
    expect(await checkPhoto(new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' }))).toBe('type');
    expect(await checkPhoto(new File([], 'bosh.jpg', { type: 'image/jpeg' }))).toBe('type');
  });

  it('refuses a photo over 2 MB', async () => {
    expect(await checkPhoto(file(WEBP, MAX_PHOTO_BYTES + 1, 'image/webp'))).toBe('size');
  });
});
