import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A hosted model that answers slowly, over the OpenAI-compatible streaming API, so a chat turn is still
 * streaming while a test stops it, sends a second message or stops the node. Each answer sends one word every
 * `wordMs` until `finishAll()` (or `maxWords`), then ends.
 */
export interface SlowModel {
  /** The node's environment for this model (AI_PROVIDER, AI_BASE_URL, AI_MODEL). */
  readonly env: Record<string, string>;
  /** Answers whose client went away before the end (the node aborted the run). */
  readonly abandoned: number;
  /** Answers started so far. */
  readonly started: number;
  /** The request paths of the answers streaming now (a node's AI_BASE_URL may carry a path naming it). */
  streamingPaths(): string[];
  /** Ends every answer in progress now. */
  finishAll(): void;
  close(): Promise<void>;
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'slow-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'slow',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

export async function startSlowModel({ wordMs = 100, maxWords = 600 } = {}): Promise<SlowModel> {
  const finishers = new Map<() => void, string>();
  let abandoned = 0;
  let started = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    if (!req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    started++;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    let words = 0;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      finishers.delete(finish);
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    };
    const timer = setInterval(() => {
      res.write(chunk({ content: `word${++words} ` }));
      if (words >= maxWords) finish();
    }, wordMs);
    finishers.set(finish, req.url);
    res.on('close', () => {
      if (ended) return;
      ended = true;
      abandoned++;
      clearInterval(timer);
      finishers.delete(finish);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const finishAll = () => {
    for (const finish of [...finishers.keys()]) finish();
  };
  return {
    env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'slow' },
    get abandoned() {
      return abandoned;
    },
    get started() {
      return started;
    },
    streamingPaths: () => [...finishers.values()],
    finishAll,
    async close() {
      finishAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
