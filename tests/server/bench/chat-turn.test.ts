import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents, timeTurn } from '../../../bench/chat-turn.ts';

const event = (chunk: object) => `data: ${JSON.stringify(chunk)}\n\n`;

describe('readEvents', () => {
  it('reads the complete events and keeps the one still arriving', () => {
    const buffer = `${event({ type: 'start' })}${event({ type: 'text-delta', delta: 'Hi' })}data: [DONE]\n\ndata: {"ty`;
    expect(readEvents(buffer)).toEqual({ types: ['start', 'text-delta'], rest: 'data: {"ty' });
  });
});

describe('timeTurn', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  /** A /api/chat that sends `start` at once and the model's first chunk after `delayMs`. */
  async function chatServer(body: (write: (chunk: object) => void) => Promise<void>): Promise<string> {
    server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      void body((chunk) => res.write(event(chunk))).then(() => res.end('data: [DONE]\n\n'));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('stops the first-token clock at the model output, not at the headers or the start chunk', async () => {
    const delayMs = 150;
    const url = await chatServer(async (write) => {
      write({ type: 'start' });
      write({ type: 'start-step' });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      write({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'query_dashboard' });
      write({ type: 'finish' });
    });
    const turn = await timeTurn(url, 'token', { session_id: 's1', text: 'hello' });
    // A lower bound only: the chunk cannot arrive before the server sent it (timers may fire ~1 ms early).
    expect(turn.firstTokenMs).toBeGreaterThanOrEqual(delayMs - 5);
    expect(turn.lastType).toBe('finish');
  });

  it('fails a turn whose stream carries no output', async () => {
    const url = await chatServer(async (write) => {
      write({ type: 'start' });
      write({ type: 'finish' });
    });
    await expect(timeTurn(url, 'token', { session_id: 's1', text: 'hello' })).rejects.toThrow(
      /without any output/,
    );
  });
});
