import type { UIMessageChunk } from 'ai';

/**
 * The AI SDK's UI_MESSAGE_STREAM_HEADERS, which the client's transport expects. Written out: importing the SDK
 * for one object would load all of it at every start (decision 170); a test holds them equal.
 */
export const UI_MESSAGE_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
};

/** Where the SSE pieces of one answer go: a response body here, or the chat thread's messages to the server's. */
export interface SsePieceSink {
  write(piece: Uint8Array): void;
  end(): void;
  fail(error: unknown): void;
  /** Once, after the piece that carries the answer's first output (not its framing) was written. */
  opened?(): void;
}

/** Chunks that only frame what follows: the answer has said nothing yet when these are all it sent. */
const FRAMING = new Set<UIMessageChunk['type']>([
  'start',
  'start-step',
  'text-start',
  'reasoning-start',
  'message-metadata',
]);

/**
 * Reads a UI message stream to its end as the Server-Sent Events the AI SDK's client reads (`data: <chunk>`
 * events, then `data: [DONE]`): the same bytes as the SDK's `toUIMessageStreamResponse`, in fewer steps. The SDK
 * passes each event through three more web streams (to SSE, a `tee` for the server's own reading, to bytes) and
 * the HTTP server writes each alone; here the events that become ready together leave as one piece, encoded once,
 * one socket write (decision 88). A piece leaves on the next tick, once the callback that made it and the
 * promises it settles are done, not at the end of the loop's turn: with many turns at once that turn holds the
 * other turns' work too, and waiting for it delayed every first token.
 */
export function sendSseEvents(stream: ReadableStream<UIMessageChunk>, sink: SsePieceSink): void {
  const encoder = new TextEncoder();
  let pending = '';
  let flushQueued = false;
  /** Whether the first output was not yet sent, is in the pending piece, or was told to the sink. */
  let opened: 'no' | 'due' | 'told' = 'no';
  const flush = () => {
    flushQueued = false;
    if (pending) sink.write(encoder.encode(pending));
    pending = '';
    if (opened === 'due') {
      opened = 'told';
      sink.opened?.();
    }
  };
  const send = (event: string) => {
    pending += `data: ${event}\n\n`;
    if (!flushQueued) {
      flushQueued = true;
      process.nextTick(flush);
    }
  };
  void (async () => {
    try {
      for await (const chunk of stream) {
        if (opened === 'no' && !FRAMING.has(chunk.type)) opened = 'due';
        send(JSON.stringify(chunk));
      }
      send('[DONE]');
      await new Promise((resolve) => process.nextTick(resolve));
      sink.end();
    } catch (error) {
      sink.fail(error);
    }
  })();
}

/**
 * An SSE response with the AI SDK's headers and the sink that fills its body. What the client no longer reads
 * is dropped: the turn goes on to its end, so a turn whose client went away still ends and is saved.
 */
export function sseResponse(): { response: Response; sink: SsePieceSink } {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  let reading = true;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) => void (body = controller),
      cancel: () => void (reading = false),
    }),
    { headers: UI_MESSAGE_STREAM_HEADERS },
  );
  const sink: SsePieceSink = {
    write: (piece) => void (reading && body.enqueue(piece)),
    end: () => void (reading && body.close()),
    fail: (error) => void (reading && body.error(error)),
  };
  return { response, sink };
}

/**
 * A UI message stream as the SSE response the AI SDK's client reads, read to its end whatever the client does;
 * `opened` as in SsePieceSink.
 */
export function uiMessageSseResponse(stream: ReadableStream<UIMessageChunk>, opened?: () => void): Response {
  const { response, sink } = sseResponse();
  sendSseEvents(stream, opened ? { ...sink, opened } : sink);
  return response;
}
