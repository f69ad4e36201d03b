import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import { warmUpTurns } from '../../../server/chat/engine/warm-up-turns.ts';

afterEach(() => vi.restoreAllMocks());

describe("a chat thread's warm-up", () => {
  it('runs made-up turns through a tool call and the answer after it, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const offline = createOfflineModel();
    const calls: LanguageModelV4CallOptions[] = [];
    const model: LanguageModelV4 = {
      ...offline,
      doStream: (options) => (calls.push(options), offline.doStream(options)),
    };
    await warmUpTurns(model);

    const toolResults = calls.filter((c) => c.prompt.at(-1)?.role === 'tool');
    expect(toolResults.length).toBeGreaterThanOrEqual(2);
    expect(calls).toHaveLength(2 * toolResults.length);
    expect(errors).not.toHaveBeenCalled();
  });
});
