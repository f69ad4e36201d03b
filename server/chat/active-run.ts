import type { Db } from '../db/client.ts';
import type { StoredMessage } from '../domains/session/service.ts';
import { renewRun, type RunClaim, type TurnClosing } from '../domains/session/turn-queries.ts';
import { errorForLog } from '../lib/error-for-log.ts';

const log = (message: string, error?: unknown) =>
  console.error(
    `[${new Date().toISOString()}] ${message}`,
    ...(error === undefined ? [] : [errorForLog(error)]),
  );

/**
 * A turn running on this node, from its claim on the session to its close: the abort signal the model runs
 * under, the lease renewed every third of its length, and its end (whether it was cut short).
 */
export class ActiveRun {
  readonly sessionId: string;
  readonly claim: RunClaim;
  readonly #db: Db;
  readonly #controller = new AbortController();
  readonly #release: (turn: TurnClosing) => Promise<boolean>;
  readonly #onClosed: () => void;
  readonly #opened: () => void;
  #renewal: NodeJS.Timeout | undefined;
  #closed = false;
  #settle!: (stoppedShort: boolean) => void;
  /** True once the run ended cut short by its abort, false once it ended otherwise. */
  readonly ended = new Promise<boolean>((resolve) => (this.#settle = resolve));

  /**
   * `release` ends the claim and keeps the answer in one statement (closeTurns, shared by the node's runs);
   * `opened` ends the turn's opening (OpeningTurns), at its first word or at its close.
   */
  constructor(opts: {
    db: Db;
    sessionId: string;
    claim: RunClaim;
    release: (turn: TurnClosing) => Promise<boolean>;
    onClosed: () => void;
    opened: () => void;
  }) {
    this.#db = opts.db;
    this.sessionId = opts.sessionId;
    this.claim = opts.claim;
    this.#release = opts.release;
    this.#onClosed = opts.onClosed;
    this.#opened = opts.opened;
  }

  /** The turn's first output has been sent. */
  opened(): void {
    this.#opened();
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  abort(): void {
    this.#controller.abort();
  }

  /** Renews the lease until the run closes; a run whose claim another turn took over is aborted. */
  keepLease(): void {
    this.#renewal = setTimeout(() => {
      renewRun(this.#db, this.sessionId, this.claim).then(
        (held) => {
          if (this.#closed) return;
          if (held) return this.keepLease();
          log(`the run of session ${this.sessionId} lapsed and another turn took it over; aborting it`);
          this.abort();
        },
        // Kept running: the next renewal may reach the database. Should the lease lapse meanwhile and another
        // turn take the session, close() saves nothing of this one.
        (error: unknown) => {
          log(`renewing the run of session ${this.sessionId} failed:`, error);
          if (!this.#closed) this.keepLease();
        },
      );
    }, this.claim.leaseMs / 3);
    this.#renewal.unref();
  }

  /** Releases the session, saving the answer if there is one, and settles `ended`. */
  async close(answer: StoredMessage | undefined, aborted: boolean): Promise<void> {
    this.#closed = true;
    this.#opened();
    clearTimeout(this.#renewal);
    try {
      const released = await this.#release({ sessionId: this.sessionId, runId: this.claim.runId, answer });
      if (!released && answer)
        log(`the answer of session ${this.sessionId} was not saved: another turn took over its lapsed run`);
    } catch (error) {
      log(`saving the answer of session ${this.sessionId} failed:`, error);
    } finally {
      this.#onClosed();
      this.#settle(aborted);
    }
  }
}
