import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { uiMessageSseResponse } from '../../../server/chat/ui-message-sse-response.ts';

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
