import type { z } from 'zod';
import { koxRecommendEndpoints } from '../../../src/lib/api/endpoints/kox-recommend.ts';
import type { Creator } from '../creator.ts';
import { fillCreators, type CreatorAnswer } from './creator-answer.ts';

/** The endpoints whose answers the answer thread writes, by the schema that checks them. */
const ANSWER_SCHEMAS = {
  'koxRecommend.detail': koxRecommendEndpoints['koxRecommend.detail'].output,
} satisfies Record<string, z.ZodType>;

export type CreatorAnswerEndpoint = keyof typeof ANSWER_SCHEMAS;

/**
 * The answer's data, creators filled in, checked against its endpoint's output schema and written as UTF-8 JSON:
 * what `implement` would do on the event loop, done in the answer thread (answer-thread.ts).
 */
export function answerJson(
  answer: CreatorAnswer<CreatorAnswerEndpoint>,
  creatorAt: (position: number) => Creator,
) {
  const checked = ANSWER_SCHEMAS[answer.endpoint].parse(fillCreators(answer, creatorAt));
  return new TextEncoder().encode(JSON.stringify(checked));
}
