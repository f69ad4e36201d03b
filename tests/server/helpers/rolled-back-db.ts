import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DbHandle } from '../../../server/db/client.ts';
import * as schema from '../../../server/db/schema/index.ts';

type Statement = Pick<Transaction, 'query' | 'exec'>;

/**
 * A database handle on `client` whose writes are all undone when it closes: its whole life is one transaction
 * on `client`, rolled back at close, so each handle starts from what `client` holds and leaves it as it was —
 * what loading a fresh copy of the database gives, without the second it takes to load one.
 *
 * The app's own transactions become savepoints inside it (their nested ones are already savepoints), and so does
 * each statement outside them: a failing statement (a unique key the app catches, say) then undoes itself
 * only, as it would on its own, instead of aborting the enclosing transaction. Statements and transactions run
 * one at a time, as on a PGlite of their own; `client` itself waits until the handle closes. `now()` is the
 * time the handle opened (a transaction's), which the suites using this do not depend on.
 */
export async function rolledBackDb(client: PGlite): Promise<DbHandle> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let opened!: (tx: Transaction) => void;
  const open = new Promise<Transaction>((resolve) => (opened = resolve));
  const whole = client.transaction(async (tx) => {
    opened(tx);
    await finished;
    await tx.rollback();
  });
  const tx = await Promise.race([open, whole.then(() => Promise.reject(new Error('Not opened')))]);

  let closed = false;
  /** When the last queued run has settled; its outcome, error or not, is its caller's (`next` below). */
  let lastSettled: Promise<void> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The rolled-back database is closed'));
    const next = lastSettled.then(run);
    lastSettled = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  };
  // One at a time, so one name: the app's nested transactions use drizzle's own (sp1, sp2, …).
  const name = 'rolled_back';
  const inSavepoint = async <T>(run: () => Promise<T>): Promise<T> => {
    await tx.exec(`savepoint ${name}`);
    try {
      const result = await run();
      await tx.exec(`release savepoint ${name}`);
      return result;
    } catch (err) {
      await tx.exec(`rollback to savepoint ${name}; release savepoint ${name}`);
      throw err;
    }
  };
  const inside: Statement = { query: (...a) => tx.query(...a), exec: (...a) => tx.exec(...a) };
  const handle = {
    query: (...a: Parameters<Transaction['query']>) => oneAtATime(() => inSavepoint(() => tx.query(...a))),
    exec: (...a: Parameters<Transaction['exec']>) => oneAtATime(() => inSavepoint(() => tx.exec(...a))),
    transaction: <T>(run: (t: Statement) => Promise<T>) => oneAtATime(() => inSavepoint(() => run(inside))),
  };
  return {
    db: drizzle({ client: handle as unknown as PGlite, schema }),
    close: async () => {
      if (closed) return;
      closed = true;
      await lastSettled;
      finish();
      await whole;
    },
  };
}
