import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import type { AudienceDimension } from '../../../ai/text-analytics/text-analytics-provider.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readComments } from './read-texts.ts';

/** Comments a model reads to estimate the audience: a sample is enough for shares. */
const SAMPLE = 200;

const needsModel = {
  age: {
    zh: '采集的数据不含作者年龄，需要配置 AI 模型才能根据评论估算受众年龄分布。',
    en: 'The collected data has no author ages; configure an AI model to estimate the audience age distribution from comments.',
  },
  gender: {
    zh: '采集的数据不含作者性别，需要配置 AI 模型才能根据评论估算受众性别分布。',
    en: 'The collected data has no author genders; configure an AI model to estimate the audience gender distribution from comments.',
  },
};

/**
 * Audience age or gender. Posts and comments carry no author demographics, so without a model this says so rather
 * than invent numbers; with one, the shares are the model's estimate from comments and are marked as such.
 */
export function audienceDistribution(dimension: AudienceDimension) {
  return async (deps: LlmDeps, scope: LlmScope): Promise<LlmResult<'llm_audience_age_distribution'>> => {
    if (deps.textAnalytics.kind === 'builtin')
      return { status: 'needs_model', reason: needsModel[dimension] };
    const comments = await readComments(deps, scope, SAMPLE);
    if (!comments.length) return { status: 'ok', estimated: true, items: [] };
    const shares = await deps.textAnalytics.audience(
      comments.map((c) => c.text),
      dimension,
    );
    return shares
      ? { status: 'ok', estimated: true, items: shares }
      : { status: 'needs_model', reason: needsModel[dimension] };
  };
}
