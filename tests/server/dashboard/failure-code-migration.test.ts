import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/client.ts';

const client = new PGlite();
afterAll(() => client.close());

/** The migrations folder as it was before `tag`: what a database of an earlier version has applied. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'booster-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0004_failure_codes', () => {
  it('turns the reasons earlier versions stored as text into codes', async () => {
    const earlier = await migrationsBefore('0004_failure_codes');
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: earlier });
    await rm(earlier, { recursive: true, force: true });
    await client.exec(`
      insert into users (id, account, name) values ('u', 'u', 'U');
      insert into dashboards (id, owner_id, name, media, status, failure_reason) values
        ('full', 'u', 'a', '[]', 'failed', 'TransactionContext Error: Failed to commit: Could not write file "f.wal": No space left on device'),
        ('wired', 'u', 'b', '[]', 'failed', 'Collection source not wired: no collection source is installed on this server yet.'),
        ('quota', 'u', 'c', '[]', 'failed', 'The daily YouTube quota budget of 10000 units is spent.'),
        ('analysis', 'u', 'd', '[]', 'failed', 'Analysis failed: boom'),
        ('other', 'u', 'e', '[]', 'failed', 'TransactionContext Error: cannot rollback - no transaction is active'),
        ('ready', 'u', 'f', '[]', 'ready', null);
      insert into analysis_subjects (id, dashboard_id, position, name) values ('s', 'full', 0, 'S');
      insert into collection_tasks (id, dashboard_id, subject_id, media, mode, status, error) values
        ('t', 'full', 's', 'youtube', 'smart', 'FAILURE', 'ENOSPC: no space left on device, write');
      insert into dashboard_components (id, dashboard_id, api_key, position, state, error) values
        ('c1', 'full', 'db_ad_data_detail', 0, 'failed', '"db_ad_data_detail" is an ad (AD) component: ad performance data is not collected yet, so it cannot be computed.'),
        ('c2', 'full', 'db_x', 1, 'failed', '"db_x" is not a known report component.'),
        ('c3', 'full', 'db_overview', 2, 'failed', 'The result of db_overview does not match its schema (total: Required).'),
        ('c4', 'full', 'llm_channel_category', 3, 'failed', 'Model overloaded'),
        ('c5', 'full', 'db_video_hashtag', 4, 'fresh', null);
    `);

    await migrate(db, { migrationsFolder });
    const dashboards = await client.query<{ id: string; failure_code: string | null }>(
      'select id, failure_code from dashboards order by id',
    );
    expect(Object.fromEntries(dashboards.rows.map((r) => [r.id, r.failure_code]))).toEqual({
      full: 'storage_full',
      wired: 'not_wired',
      quota: 'source_quota',
      analysis: 'analysis_failed',
      other: 'collection_failed',
      ready: null,
    });
    const tasks = await client.query('select error_code from collection_tasks');
    expect(tasks.rows).toEqual([{ error_code: 'storage_full' }]);
    const components = await client.query<{ error_code: string | null }>(
      'select error_code from dashboard_components order by id',
    );
    expect(components.rows.map((r) => r.error_code)).toEqual([
      'ad_data_unavailable',
      'unsupported_component',
      'invalid_result',
      'analysis_failed',
      null,
    ]);
    await expect(
      client.query("update dashboards set failure_code = 'oops' where id = 'ready'"),
    ).rejects.toThrow(/failure_code_check/);
  }, 60_000);
});
