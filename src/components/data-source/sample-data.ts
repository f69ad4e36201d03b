import type { DashboardSource } from '@/lib/api/endpoints/dashboard';

/** Whether posts from the built-in sample source are shown: `only` all of them, `some` among real ones. */
export type SampleShare = 'only' | 'some' | 'none';

export function sampleShare(sources: readonly DashboardSource[] | undefined): SampleShare {
  if (!sources?.includes('sample')) return 'none';
  return sources.every((s) => s === 'sample') ? 'only' : 'some';
}
