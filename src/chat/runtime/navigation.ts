/**
 * The router, as the chat's non-React code (tool effects, the palette's actions) needs it. The signed-in layout
 * registers it for as long as it is shown, and so does each chat surface (the dock, the palette, the workspace,
 * the start page's composer), which can also be shown alone; a router stops being used once what registered it
 * unmounts, and nothing navigates while none is registered.
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
