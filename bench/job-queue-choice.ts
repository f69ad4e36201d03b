/**
 * Issue 13, decision 118: the home-made job queue (server/jobs/) against pg-boss 10, side by side in one run, on
 * in-process PGlite (pg-boss through a small `executeSql` adapter) and on PostgreSQL (two nodes: two pools, or
 * two PgBoss instances, in this process). pg-boss is not a dependency: it is imported from a scratch directory.
 *
 *   (cd /tmp/pgboss-try && npm install pg-boss@10)
 *   DATABASE_URL=postgres://… node --import tsx bench/job-queue-choice.ts
 *
 * PGBOSS_DIR names another directory; ROUNDS (default 3) the rounds per measurement, medians are printed;
 * PGLITE_ONLY=1 skips PostgreSQL.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../server/db/client.ts';
import { openEmbeddedDb } from '../server/db/open-embedded-db.ts';
import { claimHeld, claimJob, enqueueJobs, findJob, markSucceeded } from '../server/jobs/job-queue.ts';
import { JobRegistry } from '../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunner } from '../server/jobs/job-runner.ts';
import { createScratchDatabase } from '../tests/pg/scratch-database.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';
import { median, percentile, round1 } from './stats.ts';

const JOBS = 1_000;
const DELAYED = 100;
const DELAY_WINDOW_MS = 5_000;
const CONCURRENCY = 4;
const POLL_MS = 500; // pg-boss 10's least polling interval; the home-made runner polls at the same pace here
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const KIND = 'bench-job';

/** What pg-boss 10 is used for here (its own types are not installed in the project). */
interface Boss {
  start(): Promise<unknown>;
  stop(o?: { graceful?: boolean; wait?: boolean; timeout?: number }): Promise<void>;
  on(event: 'error', cb: (e: Error) => void): void;
  createQueue(name: string, o?: Record<string, unknown>): Promise<void>;
  deleteQueue(name: string): Promise<void>;
  insert(jobs: Record<string, unknown>[]): Promise<void>;
  send(name: string, data: object, o?: Record<string, unknown>): Promise<string | null>;
  fetch(name: string): Promise<{ id: string; data: Due }[]>;
  complete(name: string, id: string): Promise<{ affected: number }>;
  work(
    name: string,
    o: Record<string, unknown>,
    cb: (jobs: { id: string; data: Due }[]) => Promise<void>,
  ): Promise<string>;
  offWork(name: string): Promise<void>;
}
type BossClass = new (o: Record<string, unknown>) => Boss;
interface Due extends Record<string, unknown> {
  due: number;
}

const bossDir = process.env.PGBOSS_DIR ?? '/tmp/pgboss-try';
const PgBoss = (
  (await import(pathToFileURL(path.join(bossDir, 'node_modules/pg-boss/src/index.js')).href)) as {
    default: BossClass;
  }
).default;

/** pg-boss's `db` option over PGlite: statements with parameters as one query, the multi-statement ones as exec. */
const pgliteExecutor = (pg: PGlite) => ({
  async executeSql(text: string, values?: unknown[]) {
    if (values?.length) return { rows: (await pg.query(text, values)).rows };
    return { rows: (await pg.exec(text)).at(-1)?.rows ?? [] };
  },
});

/** One measured round: when each job was due and when a worker started it. */
interface Round {
  drainMs: number;
  enqueueMs: number;
  lags: number[];
  early: number;
  maxGapMs: number;
}

/** A queue under test: it enqueues jobs and runs them on `nodes` nodes, four at a time each. */
interface Contender {
  name: string;
  enqueue(due: Date[]): Promise<void>;
  /** Starts the workers; each job calls `onStart` when it starts and the function it returns when it ends. */
  work(onStart: (due: number) => () => void): Promise<() => Promise<void>>;
  clear(): Promise<void>;
}

function homeMade(dbs: Db[], name = 'home-made'): Contender {
  return {
    name,
    async enqueue(due) {
      await enqueueJobs(
        dbs[0]!,
        due.map((at) => ({ kind: KIND, payload: { due: at.getTime() }, runAt: at })),
      );
    },
    async work(onStart) {
      const runners: JobRunner[] = dbs.map((db) => {
        const registry = new JobRegistry();
        registry.register<Due>(KIND, {
          async run(ctx) {
            const end = onStart(ctx.job.payload.due);
            await sleep(1);
            end();
          },
        });
        return createJobRunner({
          db,
          registry,
          concurrency: CONCURRENCY,
          pollMs: POLL_MS,
          backoff: () => 0,
          log: () => {},
        });
      });
      await Promise.all(runners.map((r) => r.start()));
      return async () => {
        await Promise.all(runners.map((r) => r.stop(5_000)));
      };
    },
    async clear() {
      await dbs[0]!.execute(sql`delete from jobs`);
    },
  };
}

/**
 * pg-boss 10 at concurrency 4. `batch` 1: four workers of one job each. A worker waits out its polling interval
 * after every fetch, jobs found or not, so that is four jobs per interval per node. `batch` 25: four workers
 * fetch 25 jobs each (all active at once, the batch completed together) and each runs its batch one job at a time.
 */
function pgBoss(bosses: Boss[], clearSql: (text: string) => Promise<unknown>, batch: number): Contender {
  return {
    name: batch === 1 ? 'pg-boss 10' : `pg-boss 10, batch ${batch}`,
    async enqueue(due) {
      await bosses[0]!.insert(due.map((at) => ({ name: KIND, data: { due: at.getTime() }, startAfter: at })));
    },
    async work(onStart) {
      for (const boss of bosses)
        for (let i = 0; i < CONCURRENCY; i++)
          await boss.work(
            KIND,
            { pollingIntervalSeconds: POLL_MS / 1000, batchSize: batch },
            async (jobs) => {
              for (const job of jobs) {
                const end = onStart(job.data.due);
                await sleep(1);
                end();
              }
            },
          );
      return async () => {
        await Promise.all(bosses.map((b) => b.offWork(KIND)));
      };
    },
    async clear() {
      await clearSql(`delete from pgboss.job; delete from pgboss.archive`);
    },
  };
}

/** Enqueues jobs due at `due`, starts the workers, and waits until every job's handler has ended. */
async function measure(c: Contender, due: Date[]): Promise<Round> {
  await c.clear();
  const t0 = performance.now();
  await c.enqueue(due);
  const enqueueMs = performance.now() - t0;
  const lags: number[] = [];
  let early = 0;
  let ended = 0;
  let allEnded: () => void = () => {};
  const done = new Promise<void>((resolve) => (allEnded = resolve));
  const loop = watchEventLoop();
  const t1 = performance.now();
  const stop = await c.work((dueAt) => {
    const lag = Date.now() - dueAt;
    if (lag < 0) early++;
    lags.push(lag);
    return () => {
      if (++ended === due.length) allEnded();
    };
  });
  await done;
  const drainMs = performance.now() - t1;
  const { maxGapMs } = loop.stop();
  await stop();
  return { drainMs, enqueueMs, lags, early, maxGapMs };
}

const burst = () => Array.from({ length: JOBS }, () => new Date());
const delayed = () => {
  const start = Date.now() + 1_000;
  return Array.from({ length: DELAYED }, (_, i) => new Date(start + (i * DELAY_WINDOW_MS) / DELAYED));
};

type Row = Record<string, string | number>;
const rows: Row[] = [];

/** ROUNDS rounds of each contender, interleaved; the medians of each. */
async function sideBySide(where: string, contenders: Contender[]) {
  const results = new Map<string, { burst: Round[]; delayed: Round[] }>(
    contenders.map((c) => [c.name, { burst: [], delayed: [] }]),
  );
  for (let round = 0; round < ROUNDS; round++)
    for (const c of contenders) {
      results.get(c.name)!.burst.push(await measure(c, burst()));
      results.get(c.name)!.delayed.push(await measure(c, delayed()));
    }
  for (const c of contenders) {
    const r = results.get(c.name)!;
    const med = (f: (x: Round) => number, of = r.burst) => round1(median(of.map(f)));
    rows.push({
      where,
      queue: c.name,
      'enqueue 1,000 ms': med((x) => x.enqueueMs),
      'jobs/s': med((x) => (JOBS / x.drainMs) * 1000),
      'burst due→start p50 ms': med((x) => median(x.lags)),
      'delayed due→start p50 ms': med((x) => median(x.lags), r.delayed),
      'delayed due→start p95 ms': med((x) => percentile(x.lags, 95), r.delayed),
      'started early': Math.max(...r.delayed.map((x) => x.early)),
      'loop max gap ms': med((x) => x.maxGapMs),
    });
  }
}

const notes: string[] = [];

/**
 * pg-boss needs PGlite's `exec` (its migrations and locked commands are several statements in one string), which
 * the app's PGlite thread does not offer; so both queues run on an in-process PGlite, and the home-made one also
 * on the thread the app uses. QUICK=1 leaves out pg-boss with batches of one (minutes at its throughput).
 */
async function onPglite() {
  const embedded = await openEmbeddedDb({ memory: true, inProcess: true, onFatal: () => {} });
  const { db } = await createDb({ opening: Promise.resolve(embedded) });
  const thread = await createDb({ memory: true, onFatal: () => {} });
  const boss = new PgBoss({ db: pgliteExecutor(embedded.client), schedule: false, supervise: false });
  boss.on('error', (e) => notes.push(`pg-boss on PGlite: ${e.message}`));
  await boss.start();
  await boss.createQueue(KIND);
  const clear = (text: string) => embedded.client.exec(text);
  await sideBySide('PGlite, 1 node', [
    homeMade([db], 'home-made, in-process'),
    homeMade([thread.db], 'home-made, PGlite thread (as the app)'),
    ...(process.env.QUICK ? [] : [pgBoss([boss], clear, 1)]),
    pgBoss([boss], clear, 25),
  ]);
  await boss.stop({ graceful: true, wait: true });
  await embedded.close();
  await thread.close();
}

/** Node A takes a job and dies (it never renews, finishes or fails it); node B runs it once A's lease is over. */
async function killedMidJob(url: string, dbs: Db[], bosses: Boss[]) {
  const leaseMs = 3_000;
  // Home-made: A's claim is the row a crashed node leaves: running, its lease lapsing.
  await dbs[0]!.execute(sql`delete from jobs`);
  await enqueueJobs(dbs[0]!, [{ kind: 'killed', payload: {}, maxAttempts: 3 }]);
  const claimA = { lockedBy: 'node-a' };
  const killedAt = Date.now();
  const row = await claimJob(dbs[0]!, {
    kinds: ['killed'],
    now: new Date(),
    leaseMs,
    lockedBy: claimA.lockedBy,
  });
  const starts: { at: number; attempt: number }[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const registry = new JobRegistry();
  registry.register('killed', {
    async run(ctx) {
      starts.push({ at: Date.now() - killedAt, attempt: ctx.job.attempt });
      await held;
      await ctx.finish(async () => 'done by B');
    },
  });
  const b = createJobRunner({ db: dbs[1]!, registry, pollMs: POLL_MS, leaseMs, log: () => {} });
  await b.start();
  while (starts.length === 0) await sleep(50);
  const aStillHolds = await claimHeld(dbs[0]!, { jobId: row!.id, lockedBy: claimA.lockedBy });
  await markSucceeded(dbs[0]!, { id: row!.id, lockedBy: claimA.lockedBy, now: new Date(), result: 'late A' });
  const jobNow = async () => (await findJob(dbs[0]!, row!.id))!;
  const afterA = await jobNow();
  release();
  await b.whenIdle();
  await sleep(2 * leaseMs);
  await b.stop(0);
  const final = await jobNow();
  rows.push({
    where: 'PostgreSQL, kill mid-job',
    queue: 'home-made',
    'restarted after ms': starts[0]!.at,
    'runs on B': starts.length,
    'B attempt': starts[0]!.attempt,
    "A's late finish": aStillHolds ? 'accepted' : `refused (job stays ${String(afterA?.status)})`,
    final: `${String(final?.status)}, ${JSON.stringify(final?.result)}, attempts ${final?.attempts}`,
  });

  // pg-boss: A fetched the job and dies; B's maintenance (every second here) fails it by timeout into retry.
  const [a, bb] = bosses;
  const queue = 'killed';
  await a!.createQueue(queue, { expireInSeconds: leaseMs / 1000, retryLimit: 2, retryDelay: 0 });
  const id = await a!.send(queue, { due: Date.now() });
  const bossKilledAt = Date.now();
  const [fetched] = await a!.fetch(queue);
  const bossStarts: { at: number; retry: number }[] = [];
  let go: () => void = () => {};
  const waiting = new Promise<void>((resolve) => (go = resolve));
  const superviser = new PgBoss({ connectionString: url, schedule: false, maintenanceIntervalSeconds: 1 });
  await superviser.start();
  await bb!.work(queue, { pollingIntervalSeconds: POLL_MS / 1000, includeMetadata: true }, async ([job]) => {
    bossStarts.push({
      at: Date.now() - bossKilledAt,
      retry: (job as unknown as { retryCount: number }).retryCount,
    });
    await waiting;
  });
  while (bossStarts.length === 0) await sleep(50);
  const late = await a!.complete(queue, fetched!.id);
  go();
  await sleep(2 * leaseMs);
  await bb!.offWork(queue);
  await superviser.stop({ graceful: false, wait: true });
  const pool = (await import('postgres')).default(url, { max: 1, onnotice: () => {} });
  const [job] = await pool<{ state: string; retry_count: number }[]>`
    select state, retry_count from pgboss.job where id = ${id!}
    union all select state, retry_count from pgboss.archive where id = ${id!}`;
  await pool.end();
  rows.push({
    where: 'PostgreSQL, kill mid-job',
    queue: 'pg-boss 10',
    'restarted after ms': bossStarts[0]?.at ?? -1,
    'runs on B': bossStarts.length,
    'B attempt': (bossStarts[0]?.retry ?? 0) + 1,
    "A's late finish": late.affected ? 'accepted: completed the job B is running' : 'refused',
    final: `${String(job?.state)}, retry_count ${job?.retry_count}`,
  });
}

/** Two sends with the same key. */
async function dedup(dbs: Db[], bosses: Boss[]) {
  await dbs[0]!.execute(sql`delete from jobs`);
  const ids = await enqueueJobs(dbs[0]!, [
    { kind: 'dedup', payload: { key: 'e-1' } },
    { kind: 'dedup', payload: { key: 'e-1' } },
  ]);
  const boss = bosses[0]!;
  const sent: Record<string, number> = {};
  for (const policy of ['standard', 'short', 'singleton', 'stately']) {
    await boss.createQueue(`dedup-${policy}`, { policy });
    const a = await boss.send(`dedup-${policy}`, { due: 0 }, { singletonKey: 'e-1' });
    const b = await boss.send(`dedup-${policy}`, { due: 0 }, { singletonKey: 'e-1' });
    sent[policy] = [a, b].filter(Boolean).length;
  }
  const throttled = [
    await boss.send('dedup-standard', { due: 0 }, { singletonKey: 'e-2', singletonSeconds: 60 }),
    await boss.send('dedup-standard', { due: 0 }, { singletonKey: 'e-2', singletonSeconds: 60 }),
  ].filter(Boolean).length;
  rows.push({
    where: 'PostgreSQL, same key sent twice',
    queue: 'home-made',
    'jobs created': `${ids.length} (no key; the send job's payload check skips the stale one)`,
  });
  rows.push({
    where: 'PostgreSQL, same key sent twice',
    queue: 'pg-boss 10',
    'jobs created': `${Object.entries(sent)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')}; singletonSeconds 60: ${throttled}`,
  });
}

async function onPostgres() {
  const scratch = await createScratchDatabase();
  try {
    const handles = [
      await createDb({ databaseUrl: scratch.url }),
      await createDb({ databaseUrl: scratch.url }),
    ];
    const dbs = handles.map((h) => h.db);
    const bosses = [0, 1].map(
      () => new PgBoss({ connectionString: scratch.url, schedule: false, supervise: false }),
    );
    for (const boss of bosses) {
      boss.on('error', (e) => notes.push(`pg-boss on PostgreSQL: ${e.message}`));
      await boss.start();
    }
    await bosses[0]!.createQueue(KIND);
    await sideBySide('PostgreSQL, 2 nodes', [
      homeMade(dbs),
      pgBoss(bosses, (text) => dbs[0]!.execute(sql.raw(text)), 1),
      pgBoss(bosses, (text) => dbs[0]!.execute(sql.raw(text)), 25),
    ]);
    await killedMidJob(scratch.url, dbs, bosses);
    await dedup(dbs, bosses);
    for (const boss of bosses) await boss.stop({ graceful: true, wait: true });
    for (const h of handles) await h.close();
  } finally {
    await scratch.drop();
  }
}

const loadBefore = loadavg().map((l) => l.toFixed(1));
const idleGap = round1(await idleGapMs());
const startedAt = new Date().toISOString();
await onPglite();
if (process.env.DATABASE_URL && process.env.PGLITE_ONLY !== '1') await onPostgres();
else notes.push('No DATABASE_URL: PostgreSQL not measured.');
const loadAfter = loadavg().map((l) => l.toFixed(1));

const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
const table = (subset: Row[]) => {
  const cols = columns.filter((c) => subset.some((r) => c in r));
  return [
    `| ${cols.join(' | ')} |`,
    `|${cols.map(() => '---').join('|')}|`,
    ...subset.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`),
  ].join('\n');
};
const groups = [...new Set(rows.map((r) => r.where))];
process.stdout.write(
  `${startedAt}, node ${process.version}, load ${loadBefore.join(' ')} → ${loadAfter.join(' ')}, ` +
    `${ROUNDS} rounds, medians; ${JOBS} jobs burst, ${DELAYED} delayed over ${DELAY_WINDOW_MS / 1000} s, ` +
    `concurrency ${CONCURRENCY} per node, poll ${POLL_MS} ms; an idle loop's max gap ${idleGap} ms\n\n` +
    groups.map((g) => table(rows.filter((r) => r.where === g))).join('\n\n') +
    `\n${notes.length ? `\nnotes:\n${[...new Set(notes)].map((n) => `- ${n}`).join('\n')}\n` : ''}`,
);
