import { parentPort, workerData } from 'node:worker_threads';
import { createModelProvider } from '../../ai/create-model-provider.ts';
import { errorForLog } from '../../lib/error-for-log.ts';
import { intentClassifierReady } from '../../ai/offline/nlu/intent-classifier.ts';
import { sendSseEvents } from '../ui-message-sse-response.ts';
import type { ChatThreadOptions, FromChatThread, ToChatThread } from './chat-thread-protocol.ts';
import { installFastWebStreams } from './fast-web-streams.ts';
import type { TurnHooks, TurnInput } from './turn-engine.ts';
import { turnChunks } from './turn-chunks.ts';
import { warmUpTurns } from './warm-up-turns.ts';
import { fromWire, toWire } from './wire-error.ts';

/**
 * The chat thread: the model and the AI SDK's streaming of every turn run here, so twenty turns at once do not
 * hold the thread that answers every other request (issue 9). Everything that touches the caller's data — the
 * tools, keeping the answer — is a call back to the server's thread, which holds the request and its checks.
 */
const port = parentPort;
if (!port) throw new Error('chat-turn-worker.ts runs as a worker thread.');
const { ai } = workerData as ChatThreadOptions;
if (ai.AI_PROVIDER === 'offline') installFastWebStreams();
const models = createModelProvider(ai);
const post = (message: FromChatThread) => port.postMessage(message);

const aborts = new Map<number, AbortController>();
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextCall = 1;

function callServer(
  message:
    | { op: 'tool'; turn: number; name: string; input: unknown }
    | Omit<Extract<FromChatThread, { op: 'end' }>, 'call'>,
): Promise<unknown> {
  const call = nextCall++;
  return new Promise((resolve, reject) => {
    waiting.set(call, { resolve, reject });
    post({ ...message, call });
  });
}

async function answer(turn: number, input: TurnInput): Promise<void> {
  const controller = new AbortController();
  aborts.set(turn, controller);
  const hooks: TurnHooks = {
    signal: controller.signal,
    executeTool: (name, toolInput) => callServer({ op: 'tool', turn, name, input: toolInput }),
    end: async (answer, aborted) => void (await callServer({ op: 'end', turn, answer, aborted })),
  };
  let chunks: ReadableStream;
  try {
    chunks = await turnChunks(models.chatModel(), input, hooks);
  } catch (error) {
    aborts.delete(turn);
    return post({ op: 'refused', turn, error: toWire(error) });
  }
  post({ op: 'started', turn });
  sendSseEvents(chunks, {
    write: (piece) => post({ op: 'piece', turn, piece }),
    opened: () => post({ op: 'opened', turn }),
    end: () => {
      aborts.delete(turn);
      post({ op: 'done', turn });
    },
    fail: (error) => {
      aborts.delete(turn);
      post({ op: 'broken', turn, error: toWire(error) });
    },
  });
}

port.on('message', (message: ToChatThread) => {
  if (message.op === 'turn') return void answer(message.turn, message.input);
  if (message.op === 'abort') return aborts.get(message.turn)?.abort();
  const pending = waiting.get(message.call);
  waiting.delete(message.call);
  if (message.error) pending?.reject(fromWire(message.error));
  else pending?.resolve(message.value);
});
// Ready once the offline model has learnt its corpus, so no turn waits for it behind the thread's others.
if (ai.AI_PROVIDER === 'offline') await intentClassifierReady();
post({ op: 'ready' });
// After `ready`: a turn that comes meanwhile is not held, it shares the thread with the warm-up. Only for the
// offline model: a provider's would be billed, and its first turn waits on the network far longer than this.
if (ai.AI_PROVIDER === 'offline') {
  warmUpTurns(models.chatModel()).catch((error: unknown) =>
    console.error(`[${new Date().toISOString()}] warming up the chat thread failed:`, errorForLog(error)),
  );
}
