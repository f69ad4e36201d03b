/**
 * Where the report app's views live: `/writer/app/report` with search parameters (spec §2 Report screen).
 * No parameter → the dashboard list (`q` searches it); `view=new` → the builder; `dashboard_id` → one dashboard's
 * detail.
 */
export interface ReportSearch {
  app_doi?: string;
  dashboard_id?: string;
  view?: 'new';
  mode?: 'smart' | 'custom';
  /** The list's search: dashboards whose name or subjects contain it ("which dashboards track Nike"). */
  q?: string;
  /** With `dashboard_id`: its sharing dialog open, with the links it has (writers). */
  share?: 'links';
}

export const REPORT_PATH = '/writer/app/report';

export function reportPath(search: ReportSearch = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${REPORT_PATH}?${qs}` : REPORT_PATH;
}
