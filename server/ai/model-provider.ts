import type { EmbeddingModel, LanguageModel } from 'ai';

/**
 * Chooses the language model for a request. The offline model serves when no provider is configured;
 * tests pass a provider that returns a MockLanguageModelV4.
 */
export interface ModelProvider {
  /** A short name for logs and the README's provider table. */
  readonly name: 'offline' | 'openai-compatible' | 'anthropic' | 'test';
  chatModel(): LanguageModel;
  /** The embedding model when the provider offers one and it is configured (AI_EMBEDDING_MODEL); else none. */
  embeddingModel?(): EmbeddingModel | null;
}
