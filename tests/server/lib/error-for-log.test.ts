import { describe, expect, it } from 'vitest';
import { errorForLog } from '../../../server/lib/error-for-log.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { users } from '../../../server/db/schema/index.ts';

describe('errorForLog', () => {
  it('logs a failed query with its SQL and the database message, never its parameters', async () => {
    const database = await createMemoryDb();
    try {
      const failure = await database.db
        .insert(users)
        .values({ id: 'x', account: 'secret-account-name', name: null as unknown as string })
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      const line = errorForLog(failure);
      expect(line).toMatch(/query failed: insert into "users"/);
      expect(line).toMatch(/caused by .*null value/);
      expect(line).not.toContain('secret-account-name');
      expect(line).not.toMatch(/params/);
    } finally {
      await database.close();
    }
  });

  it('keeps the stack and the causes of other errors', () => {
    const err = new Error('outer', { cause: new TypeError('inner') });
    const line = errorForLog(err);
    expect(line).toMatch(/^Error: outer\n\s+at /);
    expect(line).toContain('caused by TypeError: inner');
    expect(errorForLog('plain')).toBe('plain');
  });
});
