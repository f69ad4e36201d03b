import type { AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import type { AdComputeAsk } from './use-ad-components.ts';

/**
 * Under the social compute key's prefix, so every edit of the dashboard (useDashboardMutations) drops the ad
 * dashboard's recomputed ranges and pages too.
 */
export const adComputeKey = (
  dashboardId: string,
  range: AdRange | null,
  ask?: { componentId: string } & AdComputeAsk,
) => ['dashboard', 'compute', dashboardId, 'ad', range, ask ?? null] as const;
