import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '../../../server/lib/password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('generates long random passwords', () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toMatch(/^[\w-]{24}$/);
  });
});
