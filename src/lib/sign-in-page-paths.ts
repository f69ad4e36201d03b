/**
 * The paths the server answers with `sign-in.html`, the sign-in page built without the router and the query
 * cache (docs/decisions.md): a first visit to a sign-in screen downloads under 120 kB gzip. The app's own routes
 * for them stay for navigations inside the app (signing out, the guard), which need no new download.
 */
export const SIGN_IN_PAGE_PATHS = [
  '/writer/login',
  '/designer/login',
  '/bulogin/pwdbulogin',
  '/selectrole',
] as const;

export type SignInPagePath = (typeof SIGN_IN_PAGE_PATHS)[number];

/** The sign-in page path `pathname` names (a trailing slash is the same path, as for the router), or null. */
export function signInPagePath(pathname: string): SignInPagePath | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SIGN_IN_PAGE_PATHS.find((p) => p === bare) ?? null;
}
