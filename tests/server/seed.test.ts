import { describe, expect, it } from 'vitest';
import { clients, projects, teamMembers, teams, users } from '../../server/db/schema/index.ts';
import { seed } from '../../server/db/seed.ts';
import { verifyPassword } from '../../server/lib/password.ts';
import { loadConfig } from '../../server/lib/config.ts';
import { createMemoryDb } from './helpers/db-snapshot.ts';

// Each test opens its own database and hashes passwords: seconds on a loaded machine, not the 5 s default.
describe('seed', { timeout: 30_000 }, () => {
  it('creates the administrator with a generated password printed once, and a demo workspace, idempotently', async () => {
    const { db, close } = await createMemoryDb();
    try {
      const config = loadConfig({ ADMIN_ACCOUNT: 'boss' });
      const lines: string[] = [];
      expect(await seed(db, config, (l) => lines.push(l))).toEqual({ adminCreated: true, demoCreated: true });
      expect(await seed(db, config, (l) => lines.push(l))).toEqual({
        adminCreated: false,
        demoCreated: false,
      });

      expect(lines).toHaveLength(1);
      const password = lines[0]!.match(/generated password: (\S+)/)?.[1];
      expect(password).toMatch(/^[\w-]{24}$/);
      const [boss] = await db.select().from(users);
      expect(boss!.account).toBe('boss');
      expect(await verifyPassword(password!, boss!.passwordHash!)).toBe(true);
      expect(boss!.passwordHash).not.toContain(password!);

      expect(await db.select().from(teams)).toHaveLength(1);
      expect(await db.select().from(teamMembers)).toEqual([
        expect.objectContaining({ userId: boss!.id, role: 'owner' }),
      ]);
      expect(await db.select().from(clients)).toHaveLength(1);
      expect(await db.select().from(projects)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('uses ADMIN_PASSWORD and never prints it', async () => {
    const { db, close } = await createMemoryDb();
    try {
      const lines: string[] = [];
      await seed(db, loadConfig({ ADMIN_PASSWORD: 'chosen-password-1' }), (l) => lines.push(l));
      expect(lines.join('\n')).not.toContain('chosen-password-1');
      const [admin] = await db.select().from(users);
      expect(admin!.account).toBe('admin');
      expect(await verifyPassword('chosen-password-1', admin!.passwordHash!)).toBe(true);
    } finally {
      await close();
    }
  });
});
