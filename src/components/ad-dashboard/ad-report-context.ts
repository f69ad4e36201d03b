import type { AdDataSourceKind, AdReportContext } from '@/components/report-view';
import type { AdDashboardBlock } from '@/lib/api/endpoints/ad-dashboard-fields';

/**
 * Whether the dashboard's data sources report conversions under its window (docs/ads.md "Rendering the AD
 * components"): every source that does (`measured`) → all, none of them → none, else some. No source: all, so
 * an empty dashboard does not claim conversions are unmeasured.
 */
export function reportedOf(sources: AdDashboardBlock['sources']): 'all' | 'some' | 'none' {
  const measured = sources.filter((s) => s.measured).length;
  if (measured === sources.length) return 'all';
  return measured === 0 ? 'none' : 'some';
}

/** What every AD component of the dashboard is told about it: the window and whether it is reported, the kinds. */
export function adReportContextOf(ad: AdDashboardBlock): AdReportContext {
  const dataSources: AdDataSourceKind[] = [...new Set(ad.sources.map((s) => s.kind))];
  return { attribution: { window: ad.window, reported: reportedOf(ad.sources) }, dataSources };
}
