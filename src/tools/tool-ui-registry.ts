import { askUserUi } from './ask-user/ui.ts';
import { findKoxUi } from './find-kox/ui.ts';
import { openKoxUi } from './open-kox/ui.ts';
import { recommendKoxUi } from './recommend-kox/ui.ts';
import { saveKoxUi } from './save-kox/ui.ts';
import { addToKoxProjectUi } from './add-to-kox-project/ui.ts';
import { projectStatusUi } from './project-status/ui.ts';
import { sendOutreachUi } from './send-outreach/ui.ts';
import { cancelOutreachUi } from './cancel-outreach/ui.ts';
import { followUpOutreachUi } from './follow-up-outreach/ui.ts';
import { draftOutreachUi } from './draft-outreach/ui.ts';
import { toolContracts, type ToolName } from './contracts.ts';
import { createAdDashboardUi } from './create-ad-dashboard/ui.ts';
import { createDashboardUi } from './create-dashboard/ui.ts';
import { createOrgItemUi } from './create-org-item/ui.ts';
import { FallbackToolCard } from './fallback-card.tsx';
import { inviteMemberUi } from './invite-member/ui.ts';
import { manageMemberUi } from './manage-member/ui.ts';
import { openScreenUi } from './open-screen/ui.ts';
import { queryAdDashboardUi } from './query-ad-dashboard/ui.ts';
import { queryDashboardUi } from './query-dashboard/ui.ts';
import { shareReportUi } from './share-report/ui.ts';
import { shareLinksUi } from './share-links/ui.ts';
import { exportReportUi } from './export-report/ui.ts';
import { updateDashboardUi } from './update-dashboard/ui.ts';
import { switchLanguageUi } from './switch-language/ui.ts';
import { switchTeamUi } from './switch-team/ui.ts';
import { withSavedStop } from './saved-stop.tsx';
import { withToolLabel } from './tool-label.tsx';
import { anyToolUi, type ToolUi } from './tool-ui.ts';

/** Tool name → its browser side. Every contract has an entry (the type says so); unknown names fall back. */
const registry: Record<ToolName, ToolUi> = {
  open_screen: anyToolUi(openScreenUi),
  switch_language: anyToolUi(switchLanguageUi),
  create_dashboard: anyToolUi(createDashboardUi),
  query_dashboard: anyToolUi(queryDashboardUi),
  create_ad_dashboard: anyToolUi(createAdDashboardUi),
  query_ad_dashboard: anyToolUi(queryAdDashboardUi),
  share_report: anyToolUi(shareReportUi),
  share_links: anyToolUi(shareLinksUi),
  export_report: anyToolUi(exportReportUi),
  update_dashboard: anyToolUi(updateDashboardUi),
  manage_member: anyToolUi(manageMemberUi),
  invite_member: anyToolUi(inviteMemberUi),
  create_org_item: anyToolUi(createOrgItemUi),
  switch_team: anyToolUi(switchTeamUi),
  find_kox: anyToolUi(findKoxUi),
  open_kox: anyToolUi(openKoxUi),
  recommend_kox: anyToolUi(recommendKoxUi),
  save_kox: anyToolUi(saveKoxUi),
  add_to_kox_project: anyToolUi(addToKoxProjectUi),
  draft_outreach: anyToolUi(draftOutreachUi),
  send_outreach: anyToolUi(sendOutreachUi),
  cancel_outreach: anyToolUi(cancelOutreachUi),
  follow_up_outreach: anyToolUi(followUpOutreachUi),
  project_status: anyToolUi(projectStatusUi),
  ask_user: anyToolUi(askUserUi),
};

export const fallbackToolUi: ToolUi = { Card: FallbackToolCard };

export function toolUi(name: string): ToolUi {
  return (registry as Record<string, ToolUi | undefined>)[name] ?? fallbackToolUi;
}

/** The card components by tool name, in the shape `MessagePrimitive.Parts` takes (`tools.by_name`). */
export const toolCardsByName = Object.fromEntries(
  toolContracts.map((c) => [c.name, withToolLabel(withSavedStop(toolUi(c.name).Card), c.name)]),
);
