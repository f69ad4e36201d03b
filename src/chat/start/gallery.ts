import { OFFERED_SCREENS, type ScreenEntry } from '@/lib/screen-catalog';
import { slashCommands, type SlashCommand } from '@/tools/slash-commands';

/** Screen groups a marketer opens as an app; team, backstage and stats screens are administration. */
const APP_GROUPS: ReadonlySet<ScreenEntry['group']> = new Set(['apps', 'analytics', 'kox', 'benchmark']);

export type GalleryItem =
  { kind: 'tool'; id: string; command: SlashCommand } | { kind: 'screen'; id: string; screen: ScreenEntry };

export interface Gallery {
  /** What works today: every tool a user can start (its slash command), then every built app screen. */
  available: GalleryItem[];
  /** App screens whose route still says "not available yet". */
  planned: ScreenEntry[];
}

/** The start page's gallery, from the tool registry and the screen catalog: nothing listed by hand. */
export function buildGallery(
  commands: readonly SlashCommand[] = slashCommands,
  screens: readonly ScreenEntry[] = OFFERED_SCREENS,
): Gallery {
  const apps = screens.filter((s) => APP_GROUPS.has(s.group));
  return {
    available: [
      ...commands.map((command): GalleryItem => ({ kind: 'tool', id: command.toolName, command })),
      ...apps
        .filter((s) => s.built)
        .map((screen): GalleryItem => ({ kind: 'screen', id: screen.id, screen })),
    ],
    planned: apps.filter((s) => !s.built),
  };
}
