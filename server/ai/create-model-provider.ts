import type { EmbeddingModel, LanguageModel } from 'ai';
import type { Config } from '../lib/config.ts';
import { lazyEmbeddingModel, lazyLanguageModel } from './lazy-models.ts';
import type { ModelProvider } from './model-provider.ts';
import { OFFLINE_MODEL } from './offline/offline-model-identity.ts';

export type AiConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_EMBEDDING_MODEL'
>;

/** Only the AI settings of the whole configuration (what the chat thread is given). */
export const aiConfigOf = ({
  AI_PROVIDER,
  AI_BASE_URL,
  AI_API_KEY,
  AI_MODEL,
  AI_EMBEDDING_MODEL,
}: AiConfig): AiConfig => ({ AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_EMBEDDING_MODEL });

/**
 * Paces the offline model so its answers visibly stream, like a hosted model's: a word every 18 ms, sent in a
 * frame every 50 ms (decision 88: each frame costs the server the same, however many words it carries).
 */
const OFFLINE_PACING = { wordMs: 18, frameMs: 50 };

type Setting = 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL';

function required<N extends Setting>(config: AiConfig, names: readonly N[]): Record<N, string> {
  const missing = names.filter((n) => !config[n]);
  if (missing.length > 0) {
    throw new Error(
      `AI_PROVIDER=${config.AI_PROVIDER} needs ${missing.join(' and ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the environment, or unset AI_PROVIDER to use the built-in offline model.`,
    );
  }
  return Object.fromEntries(names.map((n) => [n, config[n]])) as Record<N, string>;
}

const provider = (
  name: ModelProvider['name'],
  model: LanguageModel,
  embeddings: EmbeddingModel | null = null,
): ModelProvider => ({
  name,
  chatModel: () => model,
  embeddingModel: () => embeddings,
});

/**
 * Each provider's models load their package (and the offline model its classifier) on their first call
 * (decision 170); what is missing from the configuration is still refused here, at start-up.
 */
const factories: Record<AiConfig['AI_PROVIDER'], (config: AiConfig) => ModelProvider> = {
  offline: () =>
    provider(
      'offline',
      lazyLanguageModel(OFFLINE_MODEL, async () =>
        (await import('./offline/offline-model.ts')).createOfflineModel({ pacing: OFFLINE_PACING }),
      ),
    ),
  'openai-compatible': (config) => {
    const { AI_BASE_URL, AI_MODEL } = required(config, ['AI_BASE_URL', 'AI_MODEL']);
    const openai = async () =>
      (await import('@ai-sdk/openai-compatible')).createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: AI_BASE_URL,
        apiKey: config.AI_API_KEY,
      });
    const embeddingModelId = config.AI_EMBEDDING_MODEL;
    const embeddings = embeddingModelId
      ? lazyEmbeddingModel({ provider: 'openai-compatible.embedding', modelId: embeddingModelId }, async () =>
          (await openai()).embeddingModel(embeddingModelId),
        )
      : null;
    const chat = lazyLanguageModel({ provider: 'openai-compatible.chat', modelId: AI_MODEL }, async () =>
      (await openai()).chatModel(AI_MODEL),
    );
    return provider('openai-compatible', chat, embeddings);
  },
  anthropic: (config) => {
    const { AI_API_KEY, AI_MODEL } = required(config, ['AI_API_KEY', 'AI_MODEL']);
    const chat = lazyLanguageModel({ provider: 'anthropic.messages', modelId: AI_MODEL }, async () =>
      (await import('@ai-sdk/anthropic')).createAnthropic({
        apiKey: AI_API_KEY,
        ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
      })(AI_MODEL),
    );
    return provider('anthropic', chat);
  },
};

/**
 * The language model the server talks to, chosen by AI_PROVIDER: the built-in offline model by default, any
 * OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen, Ollama, vLLM) or Anthropic. Throws at start-up when a
 * required variable is missing, so a misconfigured server never starts half-working.
 */
export function createModelProvider(config: AiConfig): ModelProvider {
  return factories[config.AI_PROVIDER](config);
}
