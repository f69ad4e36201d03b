import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/client.ts';

/**
 * Migration 0009 on data made before teams: the database is migrated up to 0008 (a copy of the migrations
 * folder whose journal stops there), given an account's work and an old team's member, then migrated to the end.
 */
let client: PGlite;
let upTo0008: string;

async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  client = new PGlite();
  upTo0008 = await migrationsUpTo('0008_chat_runs');
  await migrate(drizzle({ client }), { migrationsFolder: upTo0008 });
  await client.exec(`
    insert into users (id, account, name) values ('u1', 'ann', 'Ann'), ('u2', 'ben', 'Ben');
    insert into dashboards (id, owner_id, name, media) values ('d1', 'u1', 'Shoes', '["youtube"]');
    insert into analysis_subjects (id, dashboard_id, position, name) values ('s1', 'd1', 0, 'Nike');
    insert into share_links (id, dashboard_id, created_by, link_id, code_hash, valid_days, expires_at)
      values ('sh1', 'd1', 'u1', 'link-1', 'hash', 7, now() + interval '7 days');
    insert into post_imports (id, dashboard_id, subject_id, user_id, file_name, posts)
      values ('i1', 'd1', 's1', 'u1', 'posts.csv', 3);
    insert into jobs (id, kind, payload) values
      ('j1', 'collect-dashboard', '{"dashboardId": "d1"}'),
      ('j2', 'upkeep', '{}');
    insert into assistant_sessions (id, user_id, domain, title) values ('a1', 'u1', 'writer', 'Hello');
    insert into teams (id, name, owner_id) values ('t-old', 'Old team', 'u1');
    insert into team_members (team_id, user_id, role) values ('t-old', 'u1', 'owner'), ('t-old', 'u2', 'member');
  `);
  await migrate(drizzle({ client }), { migrationsFolder });
}, 60_000);
afterAll(async () => {
  await client.close();
  await rm(upTo0008, { recursive: true, force: true });
});

describe('migration 0009 on data made before teams', () => {
  it('gives every account a personal team it owns and works in', async () => {
    expect(await rows(`select id, name, owner_id, personal from teams where personal order by id`)).toEqual([
      { id: 'personal-u1', name: 'Ann', owner_id: 'u1', personal: true },
      { id: 'personal-u2', name: 'Ben', owner_id: 'u2', personal: true },
    ]);
    expect(await rows(`select id, current_team_id from users order by id`)).toEqual([
      { id: 'u1', current_team_id: 'personal-u1' },
      { id: 'u2', current_team_id: 'personal-u2' },
    ]);
  });

  it("moves the owner's dashboard with its share link, import and job into their personal team", async () => {
    expect(await rows(`select team_id from dashboards where id = 'd1'`)).toEqual([
      { team_id: 'personal-u1' },
    ]);
    expect(await rows(`select team_id from share_links where id = 'sh1'`)).toEqual([
      { team_id: 'personal-u1' },
    ]);
    expect(await rows(`select team_id from post_imports where id = 'i1'`)).toEqual([
      { team_id: 'personal-u1' },
    ]);
    expect(await rows(`select id, team_id from jobs order by id`)).toEqual([
      { id: 'j1', team_id: 'personal-u1' },
      { id: 'j2', team_id: null },
    ]);
  });

  it("puts the chat session into its author's personal team", async () => {
    expect(await rows(`select team_id from assistant_sessions where id = 'a1'`)).toEqual([
      { team_id: 'personal-u1' },
    ]);
  });

  it("turns an old team's 'member' into an editor and keeps its owner", async () => {
    expect(
      await rows(`select user_id, role, status from team_members where team_id = 't-old' order by user_id`),
    ).toEqual([
      { user_id: 'u1', role: 'owner', status: 'active' },
      { user_id: 'u2', role: 'editor', status: 'active' },
    ]);
  });
});
