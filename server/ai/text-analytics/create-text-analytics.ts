import type { ModelProvider } from '../model-provider.ts';
import { createBuiltinTextAnalytics } from './builtin-text-analytics.ts';
import { createModelTextAnalytics } from './model-text-analytics.ts';
import type { TextAnalyticsProvider } from './text-analytics-provider.ts';

/**
 * The offline model only plans replies; it cannot classify. So text analytics uses a model only when a real provider
 * (or a test's mock) is configured, and the built-in analyzer otherwise.
 */
export function createTextAnalytics(models: ModelProvider): TextAnalyticsProvider {
  const builtin = createBuiltinTextAnalytics();
  if (models.name === 'offline') return builtin;
  return createModelTextAnalytics({ model: models.chatModel(), fallback: builtin });
}
