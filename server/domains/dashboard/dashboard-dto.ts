import type { z } from 'zod';
import type {
  collectionTaskSchema,
  dashboardComponentSchema,
  dashboardDetailSchema,
  dashboardSummarySchema,
  subjectSchema,
} from '../../../src/lib/api/endpoints.ts';
import type { DashboardSource } from '../../../src/lib/api/endpoints.ts';
import { dataSourceOf } from './data-source.ts';
import type { ComponentRow, DashboardRow, SubjectRow, TaskRow } from './queries.ts';

export type DashboardSummaryDto = z.input<typeof dashboardSummarySchema>;
export type DashboardDetailDto = z.input<typeof dashboardDetailSchema>;
export type ComponentDto = z.input<typeof dashboardComponentSchema>;

/**
 * A dashboard as lists show it. An AD dashboard's data sources are its datasets' (`adSources`, see
 * ad-block.ts); an MK one's are stored with its posts.
 */
export function toSummaryDto(row: DashboardRow, adSources?: DashboardSource[]): DashboardSummaryDto {
  const sources = row.appType === 'AD' ? (adSources ?? []) : row.dataSources;
  return {
    dashboard_id: row.id,
    name: row.name,
    app_type: row.appType,
    media: row.media,
    mode: row.mode,
    frequency: row.frequency,
    status: row.status,
    failure_code: row.failureCode,
    data_source: dataSourceOf(sources),
    data_sources: sources,
    team_id: row.teamId,
    project_id: row.projectId,
    client_id: row.clientId,
    next_refresh_at: row.nextRefreshAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSubjectDto(row: SubjectRow): z.input<typeof subjectSchema> {
  return {
    subject_id: row.id,
    name: row.name,
    description: row.description,
    keywords: row.keywords,
    topics: row.topics,
    accounts: row.accounts,
    excluded_accounts: row.excludedAccounts,
    regions: row.regions,
    languages: row.languages,
    follower_min: row.followerMin,
    follower_max: row.followerMax,
    content_languages: row.contentLanguages,
    search_scope: row.searchScope,
    paid_only: row.paidOnly,
    app_promotion: row.appPromotion,
    industry: row.industry,
  };
}

export function toTaskDto(row: TaskRow): z.input<typeof collectionTaskSchema> {
  return {
    task_id: row.id,
    subject_id: row.subjectId,
    media: row.media,
    mode: row.mode,
    status: row.status,
    progress: row.progress,
    error_code: row.errorCode,
    last_update_at: row.lastUpdateAt.toISOString(),
  };
}

export function toComponentDto(row: ComponentRow): ComponentDto {
  return {
    component_id: row.id,
    api_key: row.apiKey,
    position: row.position,
    settings: row.settings,
    state: row.state,
    result: row.result ?? null,
    computed_at: row.computedAt?.toISOString() ?? null,
    data_version: row.dataVersion,
    error_code: row.errorCode,
  };
}
