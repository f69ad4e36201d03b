import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { ChangeListener, ChannelSubscription } from '../lib/cache/change-listener.ts';
import { errorForLog } from '../lib/error-for-log.ts';

/** Asks a node to stop one of its runs: `{node, run}`, heard by every node, acted on by the one named. */
export const CHAT_STOP_CHANNEL = 'booster_chat_stop';
/** A node's answer: `{run, stopped}`, heard by every node, read by the one waiting for that run. */
export const CHAT_STOPPED_CHANNEL = 'booster_chat_stopped';

const stopAsk = z.object({ node: z.string(), run: z.string() });
const stopAnswer = z.object({ run: z.string(), stopped: z.boolean() });

function parsed<T>(schema: z.ZodType<T>, payload: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export interface StopSignalsOptions {
  db: Db;
  listener: ChangeListener;
  nodeId: string;
  /** How long an ask waits for the owning node's answer before it counts as not stopped. */
  timeoutMs: number;
  /** Stops a run of this node; true once it ended cut short. */
  stopHere(runId: string): Promise<boolean>;
}

/**
 * The stop button across nodes, over PostgreSQL NOTIFY on the node's one listening connection: the node that
 * took the click asks the node named in the run's row, which aborts the run, waits for it to end, and answers
 * whether it was cut short. Silence (the owner is gone, or either node cannot hear) counts as not stopped.
 */
export class StopSignals {
  readonly #opts: StopSignalsOptions;
  readonly #hearingAsks: ChannelSubscription;
  readonly #hearingAnswers: ChannelSubscription;
  readonly #waiting = new Map<string, Set<(stopped: boolean) => void>>();

  constructor(opts: StopSignalsOptions) {
    this.#opts = opts;
    this.#hearingAsks = opts.listener.subscribe(CHAT_STOP_CHANNEL, {
      onChange: (payload) => void this.#asked(payload),
    });
    this.#hearingAnswers = opts.listener.subscribe(CHAT_STOPPED_CHANNEL, {
      onChange: (payload) => this.#answered(payload),
    });
  }

  /** Whether this node hears both the asks meant for it and the answers to its own. */
  get listening(): boolean {
    return this.#hearingAsks.listening && this.#hearingAnswers.listening;
  }

  /** Asks `nodeId` to stop `runId`; true only when it answered that the run ended cut short. */
  async ask(nodeId: string, runId: string): Promise<boolean> {
    // The answer could not be heard: sending the ask would stop a run while telling the user it went on.
    if (!this.#hearingAnswers.listening) return false;
    let settle!: (stopped: boolean) => void;
    const answer = new Promise<boolean>((resolve) => (settle = resolve));
    const waiters = this.#waiting.get(runId) ?? new Set();
    waiters.add(settle);
    this.#waiting.set(runId, waiters);
    const timer = setTimeout(() => settle(false), this.#opts.timeoutMs);
    try {
      await this.#notify(CHAT_STOP_CHANNEL, { node: nodeId, run: runId });
      return await answer;
    } finally {
      clearTimeout(timer);
      waiters.delete(settle);
      if (waiters.size === 0) this.#waiting.delete(runId);
    }
  }

  async #asked(payload: string): Promise<void> {
    const ask = parsed(stopAsk, payload);
    if (ask?.node !== this.#opts.nodeId) return;
    try {
      const stopped = await this.#opts.stopHere(ask.run);
      await this.#notify(CHAT_STOPPED_CHANNEL, { run: ask.run, stopped });
    } catch (error) {
      console.error(
        `[${new Date().toISOString()}] answering a stop of run ${ask.run} failed:`,
        errorForLog(error),
      );
    }
  }

  #answered(payload: string): void {
    const answer = parsed(stopAnswer, payload);
    if (!answer) return;
    for (const settle of this.#waiting.get(answer.run) ?? []) settle(answer.stopped);
  }

  async #notify(channel: string, message: object): Promise<void> {
    await this.#opts.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
  }
}
