import { describe, expect, it } from 'vitest';
import { checkPassword, constantTimeEqual, deriveVerifier, isPasswordVerifier, VERIFIER_ITERATIONS } from './password-verifier';

describe('password verifier', () => {
  it('keeps a 256-bit PBKDF2 hash with a 16-byte salt and at least 600,000 iterations (OWASP), never the password', async () => {
    const verifier = await deriveVerifier('demo-fjalëkalim');
    expect(verifier.iterations).toBeGreaterThanOrEqual(600_000);
    expect(verifier.iterations).toBe(VERIFIER_ITERATIONS);
    expect(atob(verifier.salt)).toHaveLength(16);
    expect(atob(verifier.hash)).toHaveLength(32);
    expect(JSON.stringify(verifier)).not.toContain('demo');
    expect(isPasswordVerifier(verifier)).toBe(true);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const verifier = await deriveVerifier('demo-fjalëkalim');
    expect(await checkPassword('demo-fjalëkalim', verifier)).toBe(true);
    expect(await checkPassword('demo-fjalekalim', verifier)).toBe(false);
    expect(await checkPassword('', verifier)).toBe(false);
  });

  it('salts every verifier afresh: the same password gives another salt and hash', async () => {
    const [a, b] = await Promise.all([deriveVerifier('demo'), deriveVerifier('demo')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await checkPassword('demo', b)).toBe(true);
  });

  it('refuses a stored value that is damaged or weaker than ours', async () => {
    const verifier = await deriveVerifier('demo');
    expect(await checkPassword('demo', { ...verifier, iterations: 1_000 })).toBe(false);
    expect(await checkPassword('demo', { ...verifier, hash: 'not base64!' })).toBe(false);
    expect(await checkPassword('demo', { ...verifier, hash: btoa('short') })).toBe(false);
    expect(isPasswordVerifier({ salt: 'a', hash: 'b' })).toBe(false);
    expect(isPasswordVerifier('demo')).toBe(false);
  });

  it('compares byte arrays without stopping at the first difference', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });
});
