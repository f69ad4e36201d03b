import type { OfflineSkill } from './offline-skill.ts';
import { openScreenSkill } from './open-screen.ts';
import { switchLanguageSkill } from './switch-language.ts';

/** Every skill, in the order the help lists them and requests are matched. */
export const offlineSkills: readonly OfflineSkill[] = [openScreenSkill, switchLanguageSkill];
