import { addToKoxProjectSkill } from './add-to-kox-project.ts';
import { askUserSkill } from './ask-user.ts';
import { draftOutreachSkill } from './draft-outreach.ts';
import { sendOutreachSkill } from './send-outreach.ts';
import { cancelOutreachSkill } from './cancel-outreach.ts';
import { followUpOutreachSkill } from './follow-up-outreach.ts';
import { projectStatusSkill } from './project-status.ts';
import { createAdDashboardSkill } from './create-ad-dashboard.ts';
import { createDashboardSkill } from './create-dashboard.ts';
import { createOrgItemSkill } from './create-org-item.ts';
import { findKoxSkill } from './find-kox.ts';
import { inviteMemberSkill } from './invite-member.ts';
import { manageMemberSkill } from './manage-member.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { openKoxSkill } from './open-kox.ts';
import { openScreenSkill } from './open-screen.ts';
import { queryAdDashboardSkill } from './query-ad-dashboard.ts';
import { queryDashboardSkill } from './query-dashboard.ts';
import { recommendKoxSkill } from './recommend-kox.ts';
import { saveKoxSkill } from './save-kox.ts';
import { shareLinksSkill } from './share-links.ts';
import { shareReportSkill } from './share-report.ts';
import { exportReportSkill } from './export-report.ts';
import { updateDashboardSkill } from './update-dashboard.ts';
import { switchLanguageSkill } from './switch-language.ts';
import { switchTeamSkill } from './switch-team.ts';

/** Every skill, in the order the help lists them. Which one a request is for, the intent classifier decides. */
export const offlineSkills: readonly OfflineSkill[] = [
  shareReportSkill,
  shareLinksSkill,
  exportReportSkill,
  updateDashboardSkill,
  createDashboardSkill,
  queryDashboardSkill,
  createAdDashboardSkill,
  queryAdDashboardSkill,
  openScreenSkill,
  switchLanguageSkill,
  manageMemberSkill,
  inviteMemberSkill,
  createOrgItemSkill,
  switchTeamSkill,
  findKoxSkill,
  openKoxSkill,
  recommendKoxSkill,
  saveKoxSkill,
  addToKoxProjectSkill,
  draftOutreachSkill,
  sendOutreachSkill,
  cancelOutreachSkill,
  followUpOutreachSkill,
  projectStatusSkill,
  askUserSkill,
];
