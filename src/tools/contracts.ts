import { askUserTool } from './ask-user/contract.ts';
import { findKoxTool } from './find-kox/contract.ts';
import { openKoxTool } from './open-kox/contract.ts';
import { recommendKoxTool } from './recommend-kox/contract.ts';
import { saveKoxTool } from './save-kox/contract.ts';
import { addToKoxProjectTool } from './add-to-kox-project/contract.ts';
import { projectStatusTool } from './project-status/contract.ts';
import { sendOutreachTool } from './send-outreach/contract.ts';
import { cancelOutreachTool } from './cancel-outreach/contract.ts';
import { followUpOutreachTool } from './follow-up-outreach/contract.ts';
import { draftOutreachTool } from './draft-outreach/contract.ts';
import type { ToolContract } from './define-tool.ts';
import { createAdDashboardTool } from './create-ad-dashboard/contract.ts';
import { createDashboardTool } from './create-dashboard/contract.ts';
import { createOrgItemTool } from './create-org-item/contract.ts';
import { inviteMemberTool } from './invite-member/contract.ts';
import { manageMemberTool } from './manage-member/contract.ts';
import { openScreenTool } from './open-screen/contract.ts';
import { queryAdDashboardTool } from './query-ad-dashboard/contract.ts';
import { queryDashboardTool } from './query-dashboard/contract.ts';
import { shareReportTool } from './share-report/contract.ts';
import { shareLinksTool } from './share-links/contract.ts';
import { exportReportTool } from './export-report/contract.ts';
import { updateDashboardTool } from './update-dashboard/contract.ts';
import { switchLanguageTool } from './switch-language/contract.ts';
import { switchTeamTool } from './switch-team/contract.ts';

/**
 * Every tool contract, one list. The server builds its executors and the model's tool set from it, the
 * client builds the slash-command menu and the card registry from it. A new tool is one entry here.
 */
export const toolContracts = [
  openScreenTool,
  switchLanguageTool,
  createDashboardTool,
  queryDashboardTool,
  createAdDashboardTool,
  queryAdDashboardTool,
  shareReportTool,
  shareLinksTool,
  exportReportTool,
  updateDashboardTool,
  manageMemberTool,
  inviteMemberTool,
  createOrgItemTool,
  switchTeamTool,
  findKoxTool,
  openKoxTool,
  recommendKoxTool,
  saveKoxTool,
  addToKoxProjectTool,
  draftOutreachTool,
  sendOutreachTool,
  cancelOutreachTool,
  followUpOutreachTool,
  projectStatusTool,
  askUserTool,
] as const satisfies readonly ToolContract[];

export type ToolName = (typeof toolContracts)[number]['name'];

const byName = new Map<string, ToolContract>(toolContracts.map((t) => [t.name, t]));
export function findToolContract(name: string): ToolContract | undefined {
  return byName.get(name);
}
