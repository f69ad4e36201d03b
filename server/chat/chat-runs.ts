import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import type { StoredMessage } from '../domains/session/service.ts';
import {
  closeTurns,
  findRun,
  openTurns,
  type OpenedTurn,
  type RunClaim,
  type TurnClosing,
  type TurnOpening,
} from '../domains/session/turn-queries.ts';
import { batchedCalls } from '../lib/batched-calls.ts';
import type { ChangeListener } from '../lib/cache/change-listener.ts';
import { AppError } from '../lib/errors.ts';
import { resultWithin } from '../lib/result-within.ts';
import { ActiveRun } from './active-run.ts';
import { OpeningTurns } from './opening-turns.ts';
import { StopSignals } from './stop-signals.ts';

export interface ChatRunsOptions {
  db: Db;
  /** The node's listener on the PostgreSQL server several nodes share; without one (PGlite) there is one node. */
  listener?: ChangeListener;
  /** How long a run holds its session without renewal (renewed every third of it while it streams). */
  leaseMs: number;
  /** How long a stop waits for the run to end, here or on the node running it, before answering false. */
  stopTimeoutMs: number;
  /** The longest a turn's tool waits for earlier turns' first words (OpeningTurns); 150 ms unless said. */
  openingWaitMs?: number;
}

/** The most turns one opening or closing statement carries. */
const MAX_TURNS_PER_STATEMENT = 50;

/**
 * The longest a turn's tool waits for the turns that arrived before it to say their first word: twenty openings
 * at once take about that long here (docs/performance.md).
 */
const OPENING_WAIT_MS = 150;

/**
 * One turn per session across every node, and the stop button for whichever node runs it. A turn claims its
 * session with a `chat_runs` row in the statement that saves the user's message (openTurns) and releases it in
 * the one that saves the answer (closeTurns); turns that start or end together share one statement
 * (batched-calls.ts). The row's lease is renewed while the answer streams, so a node
 * that dies holds the session only until the lease lapses. A stop reaches the run through the row: on this
 * node it aborts the run, on another it asks that node (StopSignals); either way it answers true only once the
 * run ended cut short. PGlite runs the same code as the only node.
 */
export class ChatRuns {
  /** This process in `chat_runs.node_id`; the host and pid tell an operator which process it is. */
  readonly nodeId = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  readonly #opts: ChatRunsOptions;
  readonly #runs = new Map<string, ActiveRun>();
  /** The turns of this node that have not yet said their first word: the tools of turns wait for them. */
  readonly openings: OpeningTurns;
  readonly #signals: StopSignals | undefined;
  readonly #openTurn: (turn: TurnOpening) => Promise<OpenedTurn>;
  readonly #closeTurn: (turn: TurnClosing) => Promise<boolean>;

  constructor(opts: ChatRunsOptions) {
    this.#opts = opts;
    this.openings = new OpeningTurns(opts.openingWaitMs ?? OPENING_WAIT_MS);
    const batching = { maxBatch: MAX_TURNS_PER_STATEMENT, keyOf: (t: { sessionId: string }) => t.sessionId };
    this.#openTurn = batchedCalls((turns: TurnOpening[]) => openTurns(opts.db, turns), batching);
    this.#closeTurn = batchedCalls((turns: TurnClosing[]) => closeTurns(opts.db, turns), batching);
    this.#signals =
      opts.listener &&
      new StopSignals({
        db: opts.db,
        listener: opts.listener,
        nodeId: this.nodeId,
        timeoutMs: opts.stopTimeoutMs,
        stopHere: (runId) => this.#stopHere(runId),
      });
  }

  /**
   * local: one node (PGlite); listening / deaf: shared PostgreSQL, and whether this node hears stops meant for
   * its runs and the answers to the stops it passes on (while deaf, those answer `stopped: false`).
   */
  get state(): 'local' | 'listening' | 'deaf' {
    if (!this.#signals) return 'local';
    return this.#signals.listening ? 'listening' : 'deaf';
  }

  /**
   * Starts a turn: claims the session and saves the user's message, in one statement. NOT_FOUND for someone
   * else's session, CONFLICT while another turn runs in it; nothing is written then. The caller closes the run.
   */
  async open(turn: {
    userId: string;
    sessionId: string;
    message: StoredMessage;
    title: string;
  }): Promise<{ run: ActiveRun; history: StoredMessage[] }> {
    const claim: RunClaim = { runId: randomUUID(), nodeId: this.nodeId, leaseMs: this.#opts.leaseMs };
    const endOpening = this.openings.begin();
    const run = new ActiveRun({
      db: this.#opts.db,
      sessionId: turn.sessionId,
      claim,
      release: this.#closeTurn,
      onClosed: () => this.#runs.delete(claim.runId),
      opened: endOpening,
    });
    // Known before the claim commits, so a stop that finds the row finds the run.
    this.#runs.set(claim.runId, run);
    try {
      const opened = await this.#openTurn({ ...turn, run: claim });
      if (opened.state === 'not-found') throw new AppError('NOT_FOUND', 'Session not found.');
      if (opened.state === 'busy')
        throw new AppError('CONFLICT', 'The assistant is still answering in this conversation.');
      run.keepLease();
      return { run, history: opened.history };
    } catch (error) {
      this.#runs.delete(claim.runId);
      endOpening();
      throw error;
    }
  }

  /**
   * The stop button: true once the session's run ended cut short, here or on the node running it; false when
   * nothing was running, the answer had already finished, or the node running it did not answer in time.
   */
  async stop(sessionId: string): Promise<boolean> {
    const found = await findRun(this.#opts.db, sessionId);
    if (!found) return false;
    if (found.nodeId === this.nodeId) return this.#stopHere(found.runId);
    // A lapsed run is a dead (or stalled) node's: nobody is there to stop it.
    if (!found.live || !this.#signals) return false;
    return this.#signals.ask(found.nodeId, found.runId);
  }

  /** A stopping node: every run here is aborted; each saves its answer as far as it got, marked terminated. */
  abortAll(): void {
    for (const run of this.#runs.values()) run.abort();
  }

  async #stopHere(runId: string): Promise<boolean> {
    const run = this.#runs.get(runId);
    if (!run) return false;
    run.abort();
    return resultWithin(run.ended, this.#opts.stopTimeoutMs, false);
  }
}
