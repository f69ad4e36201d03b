/**
 * What a component computes over: one dashboard, some of its subjects (all when empty), optionally some of its
 * media (all when absent or empty) and an optional posted_at window (since inclusive, until exclusive, ISO strings).
 */
import type { SqlValue } from './store-reader.ts';

export interface ComponentScope {
  dashboardId: string;
  subjectIds: string[];
  platforms?: string[];
  since?: string;
  until?: string;
}

export interface ScopeFilter {
  /** A boolean SQL condition on the posts alias. */
  where: string;
  params: SqlValue[];
}

/** The posts of the scope as a condition on `alias`; placeholders are $1… in order of `params`. */
export function postFilter(scope: ComponentScope, alias = 'p'): ScopeFilter {
  const params: SqlValue[] = [scope.dashboardId];
  const parts = [`${alias}.dashboard_id = $1`];
  if (scope.subjectIds.length > 0) {
    const marks = scope.subjectIds.map((id) => {
      params.push(id);
      return `$${params.length}`;
    });
    parts.push(`${alias}.subject_id in (${marks.join(', ')})`);
  }
  // Before the window: a filter of the tag rows (shared-scans.ts) takes the same first placeholders.
  if (scope.platforms?.length) {
    const marks = scope.platforms.map((platform) => {
      params.push(platform);
      return `$${params.length}`;
    });
    parts.push(`${alias}.platform in (${marks.join(', ')})`);
  }
  if (scope.since) {
    params.push(sqlTimestamp(scope.since));
    parts.push(`${alias}.posted_at >= cast($${params.length} as timestamp)`);
  }
  if (scope.until) {
    params.push(sqlTimestamp(scope.until));
    parts.push(`${alias}.posted_at < cast($${params.length} as timestamp)`);
  }
  return { where: parts.join(' and '), params };
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC: the one timestamp literal both engines parse the same way. */
export function sqlTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid timestamp: ${iso}`);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Subjects in the order the scope names them, then any others the data shows, sorted. */
export function orderSubjects(scope: ComponentScope, seen: Iterable<string>): string[] {
  const extra = [...new Set(seen)].filter((id) => !scope.subjectIds.includes(id)).sort();
  return [...scope.subjectIds, ...extra];
}

/** Join condition of a channel row `c` with a post-derived row `r`; $1 is the dashboard in every postFilter. */
export const channelJoin = (c: string, r: string) =>
  `${c}.dashboard_id = $1 and ${c}.subject_id = ${r}.subject_id and ${c}.platform = ${r}.platform and ${c}.channel_id = ${r}.channel_id`;
