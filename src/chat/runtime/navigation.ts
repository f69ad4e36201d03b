/**
 * The router, as the chat's non-React code (tool effects, the palette's actions) needs it. A component that
 * lives as long as the signed-in shell registers it; nothing navigates before that.
 */
export interface Navigator {
  go(href: string, options?: { replace?: boolean }): void;
  pathname(): string;
}

let current: Navigator | null = null;

export function setNavigator(navigator: Navigator | null): void {
  current = navigator;
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  current?.go(href, options);
}

export function currentPathname(): string {
  return current?.pathname() ?? '';
}
