import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/contract/common';
import { currentAnetarData, currentMemberData } from '../../../src/contract/member';
import { MAX_PHOTO_BYTES, photoResponse } from '../../../src/contract/profile';
import { messages } from '../../http/messages';
import { createMember } from '../../seed/seed-accounts';
import { multipartBody, sampleImages } from '../../test/multipart';
import { login, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const UPLOAD = '/api/hr/update-my-photo/';
const DELETE = '/api/hr/delete-my-photo/';

describe('member photo', () => {
  const t = useTestApp({ voters: 50, logins: ['anetar', 'vezhgues'] });

  async function member(username: string): Promise<string> {
    await createMember(t.db, { username, password: 'fjalekalim-1', name: 'Foto', surname: 'Provë' });
    return login(t.app, username, 'fjalekalim-1');
  }
  const upload = (token: string, data: Buffer, { name = 'photo', type = 'image/png' } = {}) => {
    const body = multipartBody([{ name, filename: 'foto.png', type, data }]);
    return t.app.inject({ method: 'PUT', url: UPLOAD, payload: body.payload, headers: { ...tokenHeader(token), ...body.headers } });
  };
  const remove = (token: string) => t.app.inject({ method: 'POST', url: DELETE, headers: tokenHeader(token) });
  const fetchMedia = (path: string, token?: string) => t.app.inject({ method: 'GET', url: path, headers: token === undefined ? {} : tokenHeader(token) });

  it('stores a PNG, JPEG or WebP (by its bytes) and serves it back with its type, nosniff and no script', async () => {
    const token = await member('foto-llojet');
    for (const [data, type, ext] of [
      [sampleImages.png, 'image/png', 'png'],
      [sampleImages.jpeg, 'image/jpeg', 'jpg'],
      [sampleImages.webp, 'image/webp', 'webp'],
    ] as const) {
      // The sender's Content-Type says nothing: the server reads the bytes.
      const response = await upload(token, data, { type: 'application/octet-stream' });
      expect(response.statusCode).toBe(200);
      const { photo } = photoResponse.parse(response.json());
      expect(photo).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${ext}$`));
      const served = await fetchMedia(photo ?? '', token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('the new photo shows in the session and profile answers; the one it replaced is gone', async () => {
    const token = await member('foto-zevendesim');
    const first = photoResponse.parse((await upload(token, sampleImages.png)).json()).photo ?? '';
    const second = photoResponse.parse((await upload(token, sampleImages.jpeg)).json()).photo ?? '';
    expect(second).not.toBe(first);
    expect((await fetchMedia(first, token)).statusCode).toBe(404);
    expect(currentAnetarData.parse((await t.get('/api/hr/current-anetar-data/', token)).json()).photo).toBe(second);
    expect(currentMemberData.parse((await t.get('/api/hr/current-member-data/', token)).json()).photo).toBe(second);
  });

  it('delete-my-photo removes the file and the reference; a repeat answers the same', async () => {
    const token = await member('foto-fshirje');
    const photo = photoResponse.parse((await upload(token, sampleImages.png)).json()).photo ?? '';
    for (let i = 0; i < 2; i++) {
      const response = await remove(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ photo: null });
    }
    expect((await fetchMedia(photo, token)).statusCode).toBe(404);
    expect(currentMemberData.parse((await t.get('/api/hr/current-member-data/', token)).json()).photo).toBeNull();
  });

  it('one member deleting or replacing their photo leaves another member’s untouched', async () => {
    const mine = photoResponse.parse((await upload(t.tokens.anetar, sampleImages.png)).json()).photo ?? '';
    await upload(t.tokens.vezhgues, sampleImages.jpeg);
    await remove(t.tokens.vezhgues);
    expect((await fetchMedia(mine, t.tokens.anetar)).statusCode).toBe(200);
    expect(currentMemberData.parse((await t.get('/api/hr/current-member-data/', t.tokens.anetar)).json()).photo).toBe(mine);
  });

  it('refuses GIF, SVG and HTML with the type text, and changes nothing', async () => {
    const token = await member('foto-refuzim');
    for (const data of [sampleImages.gif, sampleImages.svg, sampleImages.html]) {
      const response = await upload(token, data, { type: 'image/png' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ Error: messages.photoType });
    }
    expect(currentMemberData.parse((await t.get('/api/hr/current-member-data/', token)).json()).photo).toBeNull();
  });

  it('accepts a photo of exactly the limit and refuses one byte more with the size text', async () => {
    const token = await member('foto-madhesi');
    const atLimit = Buffer.concat([sampleImages.png, Buffer.alloc(MAX_PHOTO_BYTES - sampleImages.png.length)]);
    expect((await upload(token, atLimit)).statusCode).toBe(200);
    const over = await upload(token, Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ Error: messages.photoTooLarge(2) });
  });

  it('asks for a photo when the request has none: JSON, an empty file, another field name', async () => {
    const token = await member('foto-mungon');
    const json = await t.app.inject({ method: 'PUT', url: UPLOAD, headers: { ...tokenHeader(token), 'content-type': 'application/json' }, payload: '{"photo":"x"}' });
    const empty = await upload(token, Buffer.alloc(0));
    const otherField = await upload(token, sampleImages.png, { name: 'foto' });
    const garbage = await t.app.inject({ method: 'PUT', url: UPLOAD, headers: { ...tokenHeader(token), 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage' });
    for (const response of [json, empty, otherField, garbage]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: messages.photoRequired });
    }
  });

  it('needs a token to upload and to read; an address without one is not found', async () => {
    const body = multipartBody([{ name: 'photo', filename: 'a.png', data: sampleImages.png }]);
    expect((await t.app.inject({ method: 'PUT', url: UPLOAD, payload: body.payload, headers: body.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: DELETE })).statusCode).toBe(403);
    for (const path of ['/media/x.png', `/media/${'0'.repeat(32)}.png`, `/media/${'0'.repeat(32)}.svg`, '/media/', '/media/..%2F..%2Fetc%2Fpasswd']) {
      const response = await fetchMedia(path);
      expect(response.statusCode).toBe(404);
      expect(errorBody.parse(response.json()).Error).not.toBe('');
    }
  });

  it('an address with the wrong extension for its file is not found', async () => {
    const token = await member('foto-prapashtese');
    const photo = photoResponse.parse((await upload(token, sampleImages.png)).json()).photo ?? '';
    expect((await fetchMedia(photo.replace(/\.png$/, '.jpg'), token)).statusCode).toBe(404);
  });
});
