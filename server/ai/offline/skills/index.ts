import { createDashboardSkill } from './create-dashboard.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { openScreenSkill } from './open-screen.ts';
import { queryDashboardSkill } from './query-dashboard.ts';
import { shareReportSkill } from './share-report.ts';
import { switchLanguageSkill } from './switch-language.ts';

/**
 * Every skill, in the order the help lists them and requests are matched: the dashboard skills first, because
 * their requests also name things a screen is called ("share this report").
 */
export const offlineSkills: readonly OfflineSkill[] = [
  shareReportSkill,
  createDashboardSkill,
  queryDashboardSkill,
  openScreenSkill,
  switchLanguageSkill,
];
