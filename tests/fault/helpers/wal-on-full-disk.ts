/**
 * Run as a child process by disk-full.test.ts: opens the embedded database in DATA_DIR (argv[2]) the way the
 * server does, fills the disk (filler file argv[3]), then makes PostgreSQL start a new WAL segment, which it
 * cannot create: a PANIC. The process must then exit with the database's message instead of hanging.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDb } from '../../../server/db/client.ts';

const [dataDir, filler] = process.argv.slice(2);
if (!dataDir || !filler) throw new Error('usage: wal-on-full-disk.ts <dataDir> <filler>');

const { db } = await createDb({ dataDir });
await db.execute(sql`create table if not exists probe (id int primary key, v text)`);
await db.execute(sql`insert into probe values (1, 'before') on conflict (id) do update set v = 'before'`);

const fd = openSync(filler, 'a');
for (const size of [1 << 20, 4096]) {
  const block = Buffer.alloc(size, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // ENOSPC: this block size no longer fits.
  }
}
closeSync(fd);

await db.execute(sql`select pg_switch_wal()`);
console.info('WRITING');
await db.execute(sql`update probe set v = 'after' where id = 1`).catch((err: unknown) => {
  console.info(`WRITE FAILED: ${String(err)}`);
});
await db.execute(sql`select 1`);
console.info('STILL ANSWERING');
