import type { ModuleName } from '../roles.ts';
import type { AppConfig } from '../app-config.ts';

export const DEFAULT_FAVICON = '/favicon.ico';

/** `<screen title> - <app title>`; a screen without a title shows `untitled` (未配置标题) in its place. */
export function composeDocumentTitle(
  screenTitle: string | undefined,
  appTitle: string | undefined,
  untitled: string,
) {
  const screen = screenTitle?.trim() || untitled;
  const app = appTitle?.trim();
  return app ? `${screen} - ${app}` : screen;
}

/** The module's own title from app.json, else the app's. */
export function appTitleFor(config: AppConfig | null | undefined, module: ModuleName): string | undefined {
  return config?.modules?.[module]?.title || config?.title || undefined;
}

export function faviconFor(config: AppConfig | null | undefined, module: ModuleName): string {
  return config?.modules?.[module]?.ico || DEFAULT_FAVICON;
}
