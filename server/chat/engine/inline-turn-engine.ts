import type { ModelProvider } from '../../ai/model-provider.ts';
import { uiMessageSseResponse } from '../ui-message-sse-response.ts';
import type { TurnEngine } from './turn-engine.ts';
import { turnChunks } from './turn-chunks.ts';

/** Turns answered in the server's own thread, by `models` (the test suites' own models). */
export function createInlineTurnEngine(models: ModelProvider): TurnEngine {
  return {
    answer: async (turn, hooks) =>
      uiMessageSseResponse(await turnChunks(models.chatModel(), turn, hooks), hooks.opened),
    close: async () => {},
  };
}
