import { toolContracts } from '../../src/tools/contracts.ts';
import { findKoxExecutor } from './find-kox.ts';
import { openKoxExecutor } from './open-kox.ts';
import { recommendKoxExecutor } from './recommend-kox.ts';
import { saveKoxExecutor } from './save-kox.ts';
import { addToKoxProjectExecutor } from './add-to-kox-project.ts';
import { projectStatusExecutor } from './project-status.ts';
import { sendOutreachExecutor } from './send-outreach.ts';
import { cancelOutreachExecutor } from './cancel-outreach.ts';
import { followUpOutreachExecutor } from './follow-up-outreach.ts';
import { draftOutreachExecutor } from './draft-outreach.ts';
import { askUserExecutor } from './ask-user.ts';
import { createAdDashboardExecutor } from './create-ad-dashboard.ts';
import { createDashboardExecutor } from './create-dashboard.ts';
import { createOrgItemExecutor } from './create-org-item.ts';
import { inviteMemberExecutor } from './invite-member.ts';
import { manageMemberExecutor } from './manage-member.ts';
import { openScreenExecutor } from './open-screen.ts';
import { queryAdDashboardExecutor } from './query-ad-dashboard.ts';
import { queryDashboardExecutor } from './query-dashboard.ts';
import { shareReportExecutor } from './share-report.ts';
import { shareLinksExecutor } from './share-links.ts';
import { exportReportExecutor } from './export-report.ts';
import { updateDashboardExecutor } from './update-dashboard.ts';
import { switchLanguageExecutor } from './switch-language.ts';
import { switchTeamExecutor } from './switch-team.ts';
import type { ServerTool } from './tool-executor.ts';

/** Tool name → contract and executor. Every contract in src/tools/contracts.ts has exactly one entry. */
export const serverTools: ReadonlyMap<string, ServerTool> = new Map(
  (
    [
      openScreenExecutor,
      switchLanguageExecutor,
      createDashboardExecutor,
      queryDashboardExecutor,
      createAdDashboardExecutor,
      queryAdDashboardExecutor,
      shareReportExecutor,
      shareLinksExecutor,
      exportReportExecutor,
      updateDashboardExecutor,
      manageMemberExecutor,
      inviteMemberExecutor,
      createOrgItemExecutor,
      switchTeamExecutor,
      findKoxExecutor,
      openKoxExecutor,
      recommendKoxExecutor,
      saveKoxExecutor,
      addToKoxProjectExecutor,
      draftOutreachExecutor,
      sendOutreachExecutor,
      cancelOutreachExecutor,
      followUpOutreachExecutor,
      projectStatusExecutor,
      askUserExecutor,
    ] as ServerTool[]
  ).map((t) => [t.contract.name, t]),
);

for (const contract of toolContracts) {
  if (!serverTools.has(contract.name)) throw new Error(`Tool "${contract.name}" has no server executor.`);
  if (contract.needsApproval && !serverTools.get(contract.name)?.approve)
    throw new Error(`Tool "${contract.name}" needs approval but has no approval step.`);
}
