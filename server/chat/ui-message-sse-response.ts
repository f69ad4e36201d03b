import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';

/**
 * A UI message stream as the Server-Sent Events body the AI SDK's client reads (`data: <chunk>` events, then
 * `data: [DONE]`): the same bytes and headers as the SDK's `toUIMessageStreamResponse`, in fewer steps. The SDK
 * passes each event through three more web streams (to SSE, a `tee` for the server's own reading, to bytes) and
 * the HTTP server writes each alone; here the events that become ready together leave as one piece, encoded once,
 * one socket write (decision 88). A piece leaves on the next tick, once the callback that made it and the
 * promises it settles are done, not at the end of the loop's turn: with many turns at once that turn holds the
 * other turns' work too, and waiting for it delayed every first token.
 * The stream is read to its end whatever the client does, so a turn whose client went away still ends and is
 * saved; what the client no longer reads is dropped.
 */
export function uiMessageSseResponse(stream: ReadableStream<UIMessageChunk>): Response {
  const encoder = new TextEncoder();
  let body!: ReadableStreamDefaultController<Uint8Array>;
  let reading = true;
  let pending = '';
  let flushQueued = false;
  const flush = () => {
    flushQueued = false;
    if (reading && pending) body.enqueue(encoder.encode(pending));
    pending = '';
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
      for await (const chunk of stream) send(JSON.stringify(chunk));
      send('[DONE]');
      await new Promise((resolve) => process.nextTick(resolve));
      if (reading) body.close();
    } catch (error) {
      if (reading) body.error(error);
    }
  })();
  return new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) => void (body = controller),
      cancel: () => void (reading = false),
    }),
    { headers: UI_MESSAGE_STREAM_HEADERS },
  );
}
