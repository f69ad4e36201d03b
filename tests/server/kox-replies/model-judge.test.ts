import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { ModelProvider } from '../../../server/ai/model-provider.ts';
import { modelReplyJudge } from '../../../server/domains/kox-replies/model-judge.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A provider whose model answers `answer` and keeps the prompts it was sent. */
function providerAnswering(answer: unknown) {
  const prompts: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: 'text', text: JSON.stringify(answer) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  const provider: ModelProvider = { name: 'test', chatModel: () => model };
  return { provider, prompts };
}

const input = {
  labels: [
    {
      label_id: 'label-samples',
      name: 'Asked for samples',
      judgment_method: 'model' as const,
      judgment_rule: 'The creator asks for a product sample.',
      reply_strategy: 'Send the sample.',
    },
  ],
  fields: [],
  event: {
    kind: 'reply' as const,
    from: 'mia@creator.example',
    subject: 'Re: x',
    text: 'Could you ship me one to try?',
  },
};

describe('the model judging a reply', () => {
  it('is not offered by the offline model, which cannot read mail', () => {
    expect(modelReplyJudge({ name: 'offline', chatModel: () => new MockLanguageModelV4() })).toBeNull();
  });

  it('chooses one of the labels through structured output, with its reason', async () => {
    const { provider, prompts } = providerAnswering({
      label_id: 'label-samples',
      reason: 'They ask to try one.',
    });
    const judged = await modelReplyJudge(provider)!(input);
    expect(judged).toEqual({
      label_id: 'label-samples',
      reason: 'They ask to try one.',
      text_read: 'Could you ship me one to try?',
    });
    expect(prompts[0]).toContain('The creator asks for a product sample.');
  });

  it('a label it invents is no label', async () => {
    const { provider } = providerAnswering({ label_id: 'made-up', reason: 'Sounds positive.' });
    expect((await modelReplyJudge(provider)!(input)).label_id).toBeNull();
  });
});
