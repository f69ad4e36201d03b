import { createAdDashboardCommand } from './create-ad-dashboard/command.ts';
import { createDashboardCommand } from './create-dashboard/command.ts';
import { createOrgItemCommand } from './create-org-item/command.ts';
import { findKoxCommand } from './find-kox/command.ts';
import { inviteMemberCommand } from './invite-member/command.ts';
import { manageMemberCommand } from './manage-member/command.ts';
import { openScreenCommand } from './open-screen/command.ts';
import { queryAdDashboardCommand } from './query-ad-dashboard/command.ts';
import { queryDashboardCommand } from './query-dashboard/command.ts';
import { recommendKoxCommand } from './recommend-kox/command.ts';
import { saveKoxCommand } from './save-kox/command.ts';
import { addToKoxProjectCommand } from './add-to-kox-project/command.ts';
import { projectStatusCommand } from './project-status/command.ts';
import { sendOutreachCommand } from './send-outreach/command.ts';
import { cancelOutreachCommand } from './cancel-outreach/command.ts';
import { followUpOutreachCommand } from './follow-up-outreach/command.ts';
import { draftOutreachCommand } from './draft-outreach/command.ts';
import { shareReportCommand } from './share-report/command.ts';
import { shareLinksCommand } from './share-links/command.ts';
import { exportReportCommand } from './export-report/command.ts';
import { updateDashboardCommand } from './update-dashboard/command.ts';
import { switchLanguageCommand } from './switch-language/command.ts';
import { switchTeamCommand } from './switch-team/command.ts';
import { anyCommand, type SlashCommand } from './tool-command.ts';

export type { SlashCommand } from './tool-command.ts';

/**
 * One command per tool that has a slash command and an input form, in the order of the contracts (a test holds
 * the two lists together). ask_user is the model's question back: no form, so no command.
 */
export const slashCommands: SlashCommand[] = [
  anyCommand(openScreenCommand),
  anyCommand(switchLanguageCommand),
  anyCommand(createDashboardCommand),
  anyCommand(queryDashboardCommand),
  anyCommand(createAdDashboardCommand),
  anyCommand(queryAdDashboardCommand),
  anyCommand(shareReportCommand),
  anyCommand(shareLinksCommand),
  anyCommand(exportReportCommand),
  anyCommand(updateDashboardCommand),
  anyCommand(manageMemberCommand),
  anyCommand(inviteMemberCommand),
  anyCommand(createOrgItemCommand),
  anyCommand(switchTeamCommand),
  anyCommand(findKoxCommand),
  anyCommand(recommendKoxCommand),
  anyCommand(saveKoxCommand),
  anyCommand(addToKoxProjectCommand),
  anyCommand(draftOutreachCommand),
  anyCommand(sendOutreachCommand),
  anyCommand(cancelOutreachCommand),
  anyCommand(followUpOutreachCommand),
  anyCommand(projectStatusCommand),
];

/** The commands a composer text asks for: `/` alone lists all, `/op` narrows by prefix, anything else none. */
export function matchSlashCommands(
  text: string,
  commands: readonly SlashCommand[] = slashCommands,
): SlashCommand[] {
  const match = /^\/(\S*)$/.exec(text);
  if (!match) return [];
  const prefix = (match[1] ?? '').toLowerCase();
  return commands.filter((c) => c.slash.toLowerCase().startsWith(prefix));
}
