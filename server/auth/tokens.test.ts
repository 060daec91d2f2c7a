import { describe, expect, it } from 'vitest';
import { hashToken, newToken, tokenFromHeader } from './tokens';

describe('tokens', () => {
  it('are 64 hex characters and unique', () => {
    const a = newToken();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(a);
  });

  it('are stored as their sha256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are read only from "Token <key>"', () => {
    const key = 'a'.repeat(64);
    expect(tokenFromHeader(`Token ${key}`)).toBe(key);
    expect(tokenFromHeader(`token ${key.toUpperCase()}`)).toBe(key);
    expect(tokenFromHeader(`Bearer ${key}`)).toBeUndefined();
    expect(tokenFromHeader('Token short')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});
