import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { sendSseEvents, uiMessageSseResponse } from '../../../server/chat/ui-message-sse-response.ts';

const CHUNKS: UIMessageChunk[] = [
  { type: 'start', messageId: 'm1' },
  { type: 'text-start', id: 't1' },
  { type: 'text-delta', id: 't1', delta: 'Hello "world" <b>\n' },
  { type: 'text-end', id: 't1' },
  { type: 'finish' },
];
const SSE = CHUNKS.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n';

/** A source that hands out `chunks` as it is read, one turn of the event loop apart, and says when it was read out. */
function spacedSource(chunks: readonly UIMessageChunk[]) {
  let index = 0;
  let readOut = false;
  const stream = new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const chunk = chunks[index++];
      if (chunk) return controller.enqueue(chunk);
      readOut = true;
      controller.close();
    },
  });
  return { stream, readOut: () => readOut };
}

async function pieces(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const out: string[] = [];
  for await (const piece of response.body!) out.push(decoder.decode(piece));
  return out;
}

describe('uiMessageSseResponse', () => {
  it("writes the SDK's SSE events and headers", async () => {
    const { stream } = spacedSource(CHUNKS);
    const response = uiMessageSseResponse(stream);
    expect(Object.fromEntries(response.headers)).toEqual(UI_MESSAGE_STREAM_HEADERS);
    expect((await pieces(response)).join('')).toBe(SSE);
  });

  it('sends the events ready in one turn of the event loop as one piece', async () => {
    const response = uiMessageSseResponse(
      new ReadableStream<UIMessageChunk>({
        start(controller) {
          for (const chunk of CHUNKS) controller.enqueue(chunk);
          controller.close();
        },
      }),
    );
    expect(await pieces(response)).toEqual([SSE]);
  });

  it('sends events that come apart in time as they come', async () => {
    const { stream } = spacedSource(CHUNKS);
    expect((await pieces(uiMessageSseResponse(stream))).length).toBeGreaterThan(1);
  });

  it('reads the stream to its end after the client went away', async () => {
    const source = spacedSource(CHUNKS);
    const response = uiMessageSseResponse(source.stream);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(source.readOut).toBe(true);
  });
});

describe('sendSseEvents: the first output', () => {
  const run = (chunks: readonly UIMessageChunk[]) =>
    new Promise<string[]>((resolve) => {
      const log: string[] = [];
      const decoder = new TextDecoder();
      sendSseEvents(spacedSource(chunks).stream, {
        write: (piece) => {
          const data = decoder.decode(piece).split('\n')[0]!.slice('data: '.length);
          log.push(`piece ${data === '[DONE]' ? data : (JSON.parse(data) as UIMessageChunk).type}`);
        },
        opened: () => log.push('opened'),
        end: () => resolve(log),
        fail: () => resolve(log),
      });
    });

  it('is told once, after the piece that carries it (not after the framing before it)', async () => {
    expect(await run(CHUNKS)).toEqual([
      'piece start',
      'piece text-start',
      'piece text-delta',
      'opened',
      'piece text-end',
      'piece finish',
      'piece [DONE]',
    ]);
  });

  it('a tool call or an error is a first output too', async () => {
    const toolCall = await run([
      { type: 'start' },
      { type: 'start-step' },
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'open_screen' },
    ]);
    expect(toolCall.indexOf('opened')).toBe(toolCall.indexOf('piece tool-input-start') + 1);
    const failed = await run([{ type: 'start' }, { type: 'error', errorText: 'no' }]);
    expect(failed.indexOf('opened')).toBe(failed.indexOf('piece error') + 1);
  });

  it('is not told for an answer that only framed itself', async () => {
    expect(await run([{ type: 'start' }, { type: 'start-step' }])).not.toContain('opened');
  });
});
