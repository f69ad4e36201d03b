import { randomUUID } from 'node:crypto';
import { convertToModelMessages, stepCountIs, streamText, type LanguageModel, type UIMessageChunk } from 'ai';
import type { StoredMessage } from '../../domains/session/service.ts';
import { createDirectToolCallModel } from '../direct-tool-call-model.ts';
import { streamErrorText } from '../stream-error.ts';
import { systemPrompt } from '../system-prompt.ts';
import { sdkTools } from './sdk-tools.ts';
import type { TurnHooks, TurnInput } from './turn-engine.ts';

/** How many model steps one turn may take: call a tool, read its result, answer (and one spare). */
const MAX_STEPS = 3;

/**
 * One turn's answer as UI message chunks: the model's (or the tool call the user chose), its tools run through
 * `hooks`, under the run's abort signal; when it ends the answer goes to `hooks.end` before the stream closes,
 * so a client that reads the end finds the answer saved and the session free.
 */
export async function turnChunks(
  model: LanguageModel,
  turn: TurnInput,
  hooks: TurnHooks,
): Promise<ReadableStream<UIMessageChunk>> {
  const { messages, toolRequest, locale, timeZone } = turn;
  const tools = sdkTools(hooks.executeTool);
  const result = streamText({
    model: toolRequest ? createDirectToolCallModel(toolRequest) : model,
    instructions: systemPrompt(locale, { now: new Date(), timeZone }),
    messages: await convertToModelMessages(messages, { tools, ignoreIncompleteToolCalls: true }),
    tools,
    stopWhen: stepCountIs(toolRequest ? 1 : MAX_STEPS),
    abortSignal: hooks.signal,
    providerOptions: { offline: { locale, timeZone } },
  });
  return result.toUIMessageStream({
    originalMessages: messages,
    generateMessageId: randomUUID,
    onError: (error) => streamErrorText(error, locale),
    onEnd: async ({ responseMessage, isAborted }) => {
      // Stopped before anything was said: there is no answer to keep.
      if (isAborted && !responseMessage.parts.some((p) => p.type !== 'step-start'))
        return hooks.end(undefined, true);
      const metadata = isAborted
        ? { ...(responseMessage.metadata as object | undefined), terminated: true }
        : responseMessage.metadata;
      const answer = { ...responseMessage, ...(metadata === undefined ? {} : { metadata }) } as StoredMessage;
      await hooks.end(answer, isAborted);
    },
  });
}
