import type { EndpointInput } from '../../../src/lib/api/define-endpoint.ts';
import type { Endpoints } from '../../../src/lib/api/endpoints.ts';

export type DashboardInput = EndpointInput<Endpoints['dashboard.add']>;

/** A complete builder submission: two subjects on two media. */
export function runningShoes(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return {
    name: 'Running shoes',
    media: ['youtube', 'tiktok'],
    frequency: 'weekly',
    subjects: [
      { name: 'Nike', keywords: 'nike+(running|marathon)', topics: ['#nikerunning'], regions: ['us'] },
      { name: 'Adidas', keywords: 'adidas', follower_min: 1000, follower_max: 5000000 },
    ],
    components: ['db_overview', 'db_top5_videos_by_views'],
    ...overrides,
  };
}
