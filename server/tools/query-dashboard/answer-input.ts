import type { z } from 'zod';
import type {
  PostDimension,
  QueryMetric,
  queryDashboardTool,
} from '../../../src/tools/query-dashboard/contract.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { ComponentScope } from '../../analytics/components/scope.ts';
import type { QueryScope } from './query-scope.ts';

type Output = z.input<(typeof queryDashboardTool)['output']>;
export type Answer = Pick<Output, 'kind' | 'columns' | 'rows' | 'chart' | 'day'>;

export interface AnswerInput {
  deps: Pick<AppDeps, 'analytics' | 'textAnalytics'>;
  scope: QueryScope;
  /**
   * A stored component's result when it is current: sentiment reads it when the scope is the whole dashboard.
   * Read only then, so other questions skip the components' results (issue 9: a turn's database work).
   */
  freshResult: (apiKey: string) => Promise<unknown>;
  metric: QueryMetric;
  limit: number;
  bySubject: boolean;
  /** `posts_on_date`: YYYY-MM-DD or MM-DD. */
  date: string | undefined;
  /** `breakdown`: what the posts are grouped by (the executor fills in its default). */
  by: PostDimension | undefined;
  locale: Language;
  /** `compare_periods`: the posts in scope over the span compared with. */
  versus?: ComponentScope;
  /** Whether the question named its metric (else the metric is the default one, views). */
  metricAsked?: boolean;
}

export const nameOf = (a: AnswerInput, subjectId: string) =>
  a.scope.subjects.find((s) => s.id === subjectId)?.name ?? subjectId;

/** Rows of several subjects in the dashboard's subject order, each subject's rows keeping their order. */
export function bySubjectOrder<T extends { subject_id: string }>(a: AnswerInput, rows: readonly T[]): T[] {
  const index = (id: string) => {
    const i = a.scope.subjects.findIndex((s) => s.id === id);
    return i < 0 ? a.scope.subjects.length : i;
  };
  return [...rows].sort((x, y) => index(x.subject_id) - index(y.subject_id));
}

export const day = (iso: string) => iso.slice(0, 10);
