import type { Worker } from 'node:worker_threads';
import type { AiConfig } from '../../ai/create-model-provider.ts';
import { firstReply, startWorker } from '../../lib/worker-thread.ts';
import { sseResponse, type SsePieceSink } from '../ui-message-sse-response.ts';
import type { ChatThreadOptions, FromChatThread, ToChatThread } from './chat-thread-protocol.ts';
import type { TurnEngine, TurnHooks } from './turn-engine.ts';
import { fromWire, toWire } from './wire-error.ts';

const WORKER = new URL('./chat-turn-worker.ts', import.meta.url);

interface Thread {
  opened?: Promise<Worker>;
  /** Turns it answers now: a new turn goes to the thread with the fewest. */
  turns: number;
}

interface TurnHere {
  thread: Thread;
  hooks: TurnHooks;
  sink: SsePieceSink;
  response: Response;
  started?: { resolve: (response: Response) => void; reject: (error: Error) => void };
  /** The answer was kept (or there was none): the session is released. */
  ended: boolean;
}

/**
 * Turns answered in the chat thread (chat-turn-worker.ts), started with the first turn: the server's thread
 * relays the answer's bytes and runs what the thread asks of the caller's data. A thread that dies fails its
 * turns (each releases its session) and the next turn starts a new one. `threadModule` is for the tests of that.
 */
export function createWorkerTurnEngine(
  ai: AiConfig,
  { threads: size = 1, threadModule = WORKER }: { threads?: number; threadModule?: URL } = {},
): TurnEngine {
  const threads: Thread[] = Array.from({ length: size }, () => ({ turns: 0 }));
  const turns = new Map<number, TurnHere>();
  let nextTurn = 1;

  function start(thread: Thread): Promise<Worker> {
    const worker = startWorker(threadModule, { workerData: { ai } satisfies ChatThreadOptions });
    const send = (message: ToChatThread) => worker.postMessage(message);
    const opening = firstReply<FromChatThread>(worker, 'Chat thread').then((first) => {
      if (first.op !== 'ready') throw new Error(`Chat thread: unexpected ${first.op} while opening`);
      worker.on('message', (message: FromChatThread) => receive(message, send));
      worker.unref();
      return worker;
    });
    const died = (error: Error) => {
      if (thread.opened === opening) thread.opened = undefined;
      for (const [id, turn] of turns) if (turn.thread === thread) void failTurn(id, turn, error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`The chat thread exited (code ${code})`)));
    opening.catch(() => void worker.terminate());
    return opening;
  }

  function finish(id: number, turn: TurnHere): void {
    if (turns.delete(id)) turn.thread.turns--;
  }

  function receive(message: FromChatThread, send: (message: ToChatThread) => void): void {
    if (message.op === 'ready') return;
    const turn = turns.get(message.turn);
    if (!turn) return;
    switch (message.op) {
      case 'started':
        turn.started?.resolve(turn.response);
        turn.started = undefined;
        return;
      case 'refused':
        finish(message.turn, turn);
        return turn.started?.reject(fromWire(message.error));
      case 'piece':
        return turn.sink.write(message.piece);
      case 'opened':
        return turn.hooks.opened?.();
      case 'done':
        finish(message.turn, turn);
        return turn.sink.end();
      case 'broken':
        finish(message.turn, turn);
        return turn.sink.fail(fromWire(message.error));
      case 'tool':
        return void reply(send, message.call, () => turn.hooks.executeTool(message.name, message.input));
      case 'end':
        turn.ended = true;
        return void reply(send, message.call, () => turn.hooks.end(message.answer, message.aborted));
    }
  }

  async function failTurn(id: number, turn: TurnHere, error: Error): Promise<void> {
    finish(id, turn);
    if (turn.started) return turn.started.reject(error);
    if (!turn.ended) await turn.hooks.end(undefined, false);
    turn.sink.fail(error);
  }

  return {
    async answer(input, hooks) {
      const thread = threads.reduce((least, t) => (t.turns < least.turns ? t : least));
      thread.turns++;
      let worker: Worker;
      try {
        // All start together: a thread's first turn waits for its model (the offline one trains for about half a
        // second), which should not fall on a turn that arrives when the first thread is busy.
        for (const t of threads) t.opened ??= start(t);
        worker = await thread.opened!;
      } catch (error) {
        thread.turns--;
        throw error;
      }
      const id = nextTurn++;
      const { response, sink } = sseResponse();
      const started = new Promise<Response>((resolve, reject) => {
        turns.set(id, { thread, hooks, sink, response, started: { resolve, reject }, ended: false });
      });
      worker.postMessage({ op: 'turn', turn: id, input } satisfies ToChatThread);
      const abort = () => worker.postMessage({ op: 'abort', turn: id } satisfies ToChatThread);
      if (hooks.signal.aborted) abort();
      else hooks.signal.addEventListener('abort', abort, { once: true });
      return started;
    },
    async close() {
      const opened = threads.map((t) => t.opened?.catch(() => undefined));
      for (const thread of threads) thread.opened = undefined;
      await Promise.all(opened.map(async (worker) => (await worker)?.terminate()));
    },
  };
}

async function reply(send: (message: ToChatThread) => void, call: number, work: () => Promise<unknown>) {
  try {
    send({ op: 'reply', call, value: await work() });
  } catch (error) {
    send({ op: 'reply', call, error: toWire(error) });
  }
}
