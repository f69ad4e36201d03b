import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createTextAnalytics } from '../../../../server/ai/text-analytics/create-text-analytics.ts';
import { createOfflineModel } from '../../../../server/ai/offline/offline-model.ts';

describe('createTextAnalytics', () => {
  it('uses the built-in analyzer with the offline model, which cannot classify', () => {
    expect(createTextAnalytics({ name: 'offline', chatModel: () => createOfflineModel() }).kind).toBe(
      'builtin',
    );
  });

  it('uses the model when a provider is configured', () => {
    expect(createTextAnalytics({ name: 'test', chatModel: () => new MockLanguageModelV4() }).kind).toBe(
      'model',
    );
  });
});
