import { describe, expect, it } from 'vitest';
import { createModelProvider } from '../../../server/ai/create-model-provider.ts';

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
});
