import { dashboardSummary, subjectFixture } from '../fixtures/dashboards.ts';
import { FIXTURES } from '../report-view/result-fixtures.ts';

export const DASHBOARD_ID = 'd1';

export function component(
  component_id: string,
  api_key: string,
  position: number,
  extra: Partial<{ state: 'fresh' | 'stale' | 'failed'; result: unknown; error_code: string | null }> = {},
) {
  return {
    component_id,
    api_key,
    position,
    settings: {},
    state: 'fresh' as const,
    result: FIXTURES[api_key] ?? null,
    computed_at: '2026-03-05T00:00:00.000Z',
    data_version: 1,
    error_code: null,
    ...extra,
  };
}

export function detailFixture(overrides: Record<string, unknown> = {}) {
  return {
    ...dashboardSummary({
      dashboard_id: DASHBOARD_ID,
      created_at: '2026-03-01T00:00:00.000Z',
      updated_at: '2026-03-05T00:00:00.000Z',
    }),
    subjects: [subjectFixture('s1', 'Nike'), subjectFixture('s2', 'Adidas')],
    tasks: [
      {
        task_id: 't1',
        subject_id: 's1',
        media: 'youtube',
        mode: 'smart',
        status: 'SUCCESS',
        progress: 100,
        error_code: null,
        last_update_at: '2026-03-05T08:00:00.000Z',
      },
    ],
    components: [
      component('c1', 'db_overview', 0),
      component('c2', 'db_top5_videos_by_views', 1),
      component('c3', 'llm_audience_age_distribution', 2),
    ],
    ad: null,
    ...overrides,
  };
}
