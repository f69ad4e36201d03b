import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, scryptCost, verifyPassword } from '../../../server/lib/password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('hashes at the full cost outside the test runner, and checks a hash by the cost it records', async () => {
    expect(scryptCost({})).toBe(32768);
    expect(scryptCost({ VITEST: 'true' })).toBe(1024);
    const full = await hashPasswordAtFullCost('correct horse');
    expect(await verifyPassword('correct horse', full)).toBe(true);
    expect(await verifyPassword('correct horsf', full)).toBe(false);
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

/** A hash as production makes it (N = 2^15), made the way `hashPassword` does. */
async function hashPasswordAtFullCost(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 32768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
