import { endpoints } from '../../src/lib/api/endpoints.ts';
import { componentsFor } from '../../src/lib/report-components/catalog.ts';
import { createDashboardTool } from '../../src/tools/create-dashboard/contract.ts';
import { createDashboard } from '../domains/dashboard/service.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { fileDashboard } from './dashboard-filing.ts';
import { findDuplicateDashboard } from './find-duplicate-dashboard.ts';
import { requireWriter } from './require-writer.ts';
import { defineServerTool } from './tool-executor.ts';

/** The report app a chat-made dashboard belongs to: YouTube, marketing (MK) components. */
export const DEFAULT_APP_DOI = 'writer_app_youtube_report_MK';

/** Every component the MK report offers (db_* and llm_*), in catalog order. */
export const defaultComponents = (): string[] =>
  componentsFor(DEFAULT_APP_DOI)
    .map((c) => c.api_key)
    .filter((key) => key.startsWith('db_') || key.startsWith('llm_'));

const MAX_NAME = 100;

/** "Nike running shoes vs Adidas running shoes", cut to the name limit. */
export function nameFromSubjects(subjects: readonly { name: string }[]): string {
  return subjects
    .map((s) => s.name)
    .join(' vs ')
    .slice(0, MAX_NAME)
    .trim();
}

/**
 * Creates the dashboard through the dashboard service, with the builder's rules and errors (spec §5) exactly as
 * `dashboard.add` applies them; collection starts in the background and the card follows its progress. A
 * dashboard on the same subjects as one the caller has is never made silently: the card offers the existing one
 * and a new one only comes with `allow_duplicate`.
 */
export const createDashboardExecutor = defineServerTool({
  contract: createDashboardTool,
  async execute(input, ctx) {
    requireWriter(ctx);
    const caller = callerOf(ctx.user);
    const name = input.name || nameFromSubjects(input.subjects);
    if (!input.allow_duplicate) {
      const existing = await findDuplicateDashboard(ctx.deps.db, caller.team, input.subjects);
      if (existing)
        return {
          outcome: 'duplicate' as const,
          existing_dashboard_id: existing.id,
          existing_name: existing.name,
          name,
        };
    }
    const filing = await fileDashboard(ctx.deps.db, caller.team, input, ctx.locale);
    const request = endpoints['dashboard.add'].input.parse({
      name,
      ...filing,
      media: input.media,
      mode: 'smart',
      frequency: input.frequency,
      subjects: input.subjects.map((s) => ({
        name: s.name,
        keywords: s.keywords,
        regions: input.regions ?? [],
        languages: input.languages ?? [],
      })),
      components: input.components ?? defaultComponents(),
    });
    const dashboard = await createDashboard(ctx.deps.db, caller, request);
    return {
      outcome: 'created' as const,
      dashboard_id: dashboard.dashboard_id,
      name: dashboard.name,
      status: dashboard.status,
    };
  },
});
