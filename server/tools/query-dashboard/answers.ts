import type { DashboardQuestion } from '../../../src/tools/query-dashboard/contract.ts';
import type { Answer, AnswerInput } from './answer-input.ts';
import { breakdownAnswer } from './breakdown-answer.ts';
import { compareSubjectsAnswer } from './compare-answer.ts';
import { comparePeriodsAnswer } from './compare-periods-answer.ts';
import { postsOnDateAnswer } from './posts-on-date-answer.ts';
import { sentimentAnswer } from './sentiment-answer.ts';
import { topChannelsAnswer } from './top-channels-answer.ts';
import { topPostsAnswer } from './top-posts-answer.ts';
import { trendAnswer } from './trend-answer.ts';

export const ANSWERS: Record<DashboardQuestion, (a: AnswerInput) => Promise<Answer>> = {
  top_posts: topPostsAnswer,
  trend: trendAnswer,
  compare_subjects: compareSubjectsAnswer,
  sentiment: sentimentAnswer,
  top_channels: topChannelsAnswer,
  posts_on_date: postsOnDateAnswer,
  breakdown: breakdownAnswer,
  compare_periods: comparePeriodsAnswer,
};
