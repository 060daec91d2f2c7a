import { beforeAll, describe, expect, it } from 'vitest';
import { generateAttendanceKeyPair, importSigningKey, signAttendance, verifyAttendanceCode } from './attendance-signature';
import { attendanceQrText, parseAttendanceQr, type AttendancePublicKey } from './task-attendance';

/** Codes as the server prints them, checked the way a scanning device checks them with no signal. */
let keys: AttendancePublicKey[];
let signer: CryptoKey;
let stranger: CryptoKey;
const code = (memberId: number, taskId: number, keyId = 3, key = signer) => signAttendance(key, { memberId, taskId, keyId }).then((signature) => attendanceQrText({ memberId, taskId, keyId, signature }));

beforeAll(async () => {
  const [mine, older, other] = await Promise.all([generateAttendanceKeyPair(), generateAttendanceKeyPair(), generateAttendanceKeyPair()]);
  keys = [
    { id: 3, public_key: mine.publicKey },
    { id: 2, public_key: older.publicKey },
  ];
  signer = await importSigningKey(mine.privateKey);
  stranger = await importSigningKey(other.privateKey);
});

describe('verifyAttendanceCode (the device’s check)', () => {
  it('accepts a code signed by a key it holds, white space around it aside', async () => {
    const text = await code(21, 7);
    expect(text).toMatch(/^terren,21,7,3,[A-Za-z0-9_-]{86}$/);
    await expect(verifyAttendanceCode(`  ${text}\n`, keys)).resolves.toEqual(parseAttendanceQr(text));
  });

  it('refuses a wrong key, another member or task, a cut or forged signature, the old HMAC shape', async () => {
    const text = await code(21, 7);
    const parts = text.split(',');
    const wrongKey = await code(21, 7, 3, stranger);
    const unknownKey = await code(21, 7, 9);
    const otherMember = ['terren', '22', ...parts.slice(2)].join(',');
    const otherTask = ['terren', '21', '8', ...parts.slice(3)].join(',');
    const otherKeyId = ['terren', '21', '7', '2', parts[4]].join(',');
    const zeros = [...parts.slice(0, 4), 'A'.repeat(86)].join(',');
    for (const bad of [wrongKey, unknownKey, otherMember, otherTask, otherKeyId, zeros, text.slice(0, -1), parts.slice(0, 4).join(','), 'terren,21,7,AAAAAAAAAAAAAAAA', '']) {
      await expect(verifyAttendanceCode(bad, keys), bad).resolves.toBeUndefined();
    }
  });

  it('a rotated key: codes of the older key still verify while it is held, and not once it is retired (dropped from the keys)', async () => {
    const [mine, older] = keys;
    if (!mine || !older) throw new Error('keys');
    const olderPair = await generateAttendanceKeyPair();
    const held = [mine, { id: 2, public_key: olderPair.publicKey }];
    const oldCode = await code(21, 7, 2, await importSigningKey(olderPair.privateKey));
    await expect(verifyAttendanceCode(oldCode, held)).resolves.toMatchObject({ memberId: 21, taskId: 7, keyId: 2 });
    await expect(verifyAttendanceCode(oldCode, [mine])).resolves.toBeUndefined();
  });

  it('a key text that is not a key verifies nothing', async () => {
    const text = await code(21, 7);
    await expect(verifyAttendanceCode(text, [{ id: 3, public_key: 'bm90LWEta2V5' }])).resolves.toBeUndefined();
  });
});
