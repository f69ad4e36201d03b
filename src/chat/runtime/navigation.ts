/**
 * The router, as the chat's non-React code (tool effects, the palette's actions) needs it. The chat surfaces
 * that are mounted register it (the dock, the palette, the workspace, the start page's composer); nothing
 * navigates while none is, and a surface's router stops being used once it unmounts.
 */
export interface Navigator {
  go(href: string, options?: { replace?: boolean }): void;
  pathname(): string;
}

const registered: Navigator[] = [];

/** Makes `navigator` the one used until it is unregistered (the returned function) or another registers. */
export function registerNavigator(navigator: Navigator): () => void {
  registered.push(navigator);
  return () => {
    const at = registered.lastIndexOf(navigator);
    if (at >= 0) registered.splice(at, 1);
  };
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  registered.at(-1)?.go(href, options);
}

export function currentPathname(): string {
  return registered.at(-1)?.pathname() ?? '';
}
