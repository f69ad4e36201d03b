import type { OfflineSkill } from './offline-skill.ts';
import { openScreenSkill } from './open-screen.ts';
import { switchLanguageSkill } from './switch-language.ts';

/** Checked in order: switching language before opening a screen, so "switch to English" is never a screen. */
export const offlineSkills: readonly OfflineSkill[] = [switchLanguageSkill, openScreenSkill];
