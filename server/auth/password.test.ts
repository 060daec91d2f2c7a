import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('demo', hash)).toBe(true);
    expect(await verifyPassword('Demo', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('demo')).not.toBe(await hashPassword('demo'));
  });

  it('never verifies a disabled or malformed hash', async () => {
    for (const stored of ['!', '', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$c2FsdA==$']) {
      expect(await verifyPassword('demo', stored)).toBe(false);
    }
  });
});
