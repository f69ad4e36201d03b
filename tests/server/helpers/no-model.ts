import { MockLanguageModelV4 } from 'ai/test';
import type { ModelProvider } from '../../../server/ai/model-provider.ts';

/** For suites that never chat: a mock model that fails if anything does call it. */
export const noModel: ModelProvider = { name: 'test', chatModel: () => new MockLanguageModelV4() };
