import { OFFERED_SCREENS, type ScreenEntry, type ScreenView } from '@/lib/screen-catalog';
import { slashCommands, type SlashCommand } from '@/tools/slash-commands';

/** Screen groups a marketer opens as an app; team, backstage and stats screens are administration. */
const APP_GROUPS: ReadonlySet<ScreenEntry['group']> = new Set(['apps', 'analytics', 'kox', 'benchmark']);

export type GalleryItem =
  | { kind: 'tool'; id: string; command: SlashCommand }
  | { kind: 'screen'; id: string; screen: ScreenEntry }
  | { kind: 'view'; id: string; screen: ScreenEntry; view: ScreenView };

export interface Gallery {
  /** What works today: every tool a user can start (its slash command), then every built app screen and its views. */
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
        .flatMap((screen): GalleryItem[] => [
          { kind: 'screen', id: screen.id, screen },
          ...(screen.views ?? []).map((view): GalleryItem => ({ kind: 'view', id: view.id, screen, view })),
        ]),
    ],
    planned: apps.filter((s) => !s.built),
  };
}
