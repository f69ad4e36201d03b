import type { EmbeddingModelV4, LanguageModelV4 } from '@ai-sdk/provider';

/** What a model says of itself, known from the configuration before its code is loaded. */
export interface ModelIdentity {
  provider: string;
  modelId: string;
}

/** `load` once; a failed load is tried again on the next call instead of failing every call after it. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A language model whose implementation (its provider's package, the AI SDK) loads on its first call. */
export function lazyLanguageModel(
  identity: ModelIdentity,
  load: () => Promise<LanguageModelV4>,
): LanguageModelV4 {
  const model = loadOnce(load);
  return {
    specificationVersion: 'v4',
    ...identity,
    get supportedUrls() {
      return model().then((loaded) => loaded.supportedUrls);
    },
    doGenerate: async (options) => (await model()).doGenerate(options),
    doStream: async (options) => (await model()).doStream(options),
  };
}

/** An embedding model whose implementation loads on its first call. */
export function lazyEmbeddingModel(
  identity: ModelIdentity,
  load: () => Promise<EmbeddingModelV4>,
): EmbeddingModelV4 {
  const model = loadOnce(load);
  return {
    specificationVersion: 'v4',
    ...identity,
    get maxEmbeddingsPerCall() {
      return model().then((loaded) => loaded.maxEmbeddingsPerCall);
    },
    get supportsParallelCalls() {
      return model().then((loaded) => loaded.supportsParallelCalls);
    },
    doEmbed: async (options) => (await model()).doEmbed(options),
  };
}
