import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV4, LanguageModelV4 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createModelProvider } from '../../../server/ai/create-model-provider.ts';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';

const base = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined };

describe('createModelProvider', () => {
  it('uses the offline model by default', () => {
    const provider = createModelProvider({ ...base, AI_PROVIDER: 'offline' });
    expect(provider.name).toBe('offline');
    expect(provider.chatModel()).toMatchObject({ specificationVersion: 'v4', provider: 'offline' });
  });

  it('builds an OpenAI-compatible model from AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    const provider = createModelProvider({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'k',
      AI_MODEL: 'qwen2.5',
    });
    expect(provider.name).toBe('openai-compatible');
    expect(provider.chatModel()).toMatchObject({ modelId: 'qwen2.5' });
  });

  it('builds an Anthropic model', () => {
    const provider = createModelProvider({
      ...base,
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'k',
      AI_MODEL: 'claude-x',
    });
    expect(provider.name).toBe('anthropic');
    expect(provider.chatModel()).toMatchObject({ modelId: 'claude-x' });
  });

  it('refuses to start when a required variable is missing, naming it', () => {
    expect(() => createModelProvider({ ...base, AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(
      /AI_PROVIDER=openai-compatible needs AI_BASE_URL\./,
    );
    expect(() => createModelProvider({ ...base, AI_PROVIDER: 'anthropic' })).toThrow(
      /needs AI_API_KEY and AI_MODEL/,
    );
  });

  it('names each model as its package does, before loading the package', async () => {
    const openai = createOpenAICompatible({ name: 'openai-compatible', baseURL: 'http://h/v1', apiKey: 'k' });
    const pairs: [
      LanguageModelV4 | EmbeddingModelV4 | null | undefined,
      { provider: string; modelId: string },
    ][] = [
      [
        createModelProvider({ ...base, AI_PROVIDER: 'offline' }).chatModel() as LanguageModelV4,
        createOfflineModel(),
      ],
      [
        createModelProvider({
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: 'http://h/v1',
          AI_API_KEY: 'k',
          AI_MODEL: 'q',
        }).chatModel() as LanguageModelV4,
        openai.chatModel('q'),
      ],
      [
        createModelProvider({
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: 'http://h/v1',
          AI_API_KEY: 'k',
          AI_MODEL: 'q',
          AI_EMBEDDING_MODEL: 'e',
        }).embeddingModel?.() as EmbeddingModelV4,
        openai.embeddingModel('e'),
      ],
      [
        createModelProvider({
          ...base,
          AI_PROVIDER: 'anthropic',
          AI_API_KEY: 'k',
          AI_MODEL: 'c',
        }).chatModel() as LanguageModelV4,
        createAnthropic({ apiKey: 'k' })('c'),
      ],
    ];
    for (const [lazy, loaded] of pairs)
      expect({ provider: lazy?.provider, modelId: lazy?.modelId }).toEqual({
        provider: loaded.provider,
        modelId: loaded.modelId,
      });
  });

  it('loads the offline model on its first call, which then answers', async () => {
    const model = createModelProvider({ ...base, AI_PROVIDER: 'offline' }).chatModel();
    expect(await (model as LanguageModelV4).supportedUrls).toEqual({});
    const { text } = await generateText({ model, prompt: 'hello' });
    expect(text.length).toBeGreaterThan(0);
  });
});
