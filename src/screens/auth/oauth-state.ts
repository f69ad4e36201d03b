/**
 * The workplace-chat OAuth round trip leaves the studio, so the `state` that proves the answer belongs to
 * this browser, and the page to return to, wait in sessionStorage until the provider sends the user back.
 */
const KEY = 'oauth_sign_in';

interface PendingOauth {
  state: string;
  redirect?: string;
}

export function rememberOauth(pending: PendingOauth): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('[auth] could not remember the OAuth state', error);
  }
}

/** The pending sign-in whose state matches, consumed (a state works once); null for a stale or forged answer. */
export function takeOauth(state: string | undefined): PendingOauth | null {
  let pending: PendingOauth | null = null;
  try {
    pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingOauth | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  return pending && state && pending.state === state ? pending : null;
}

export function authorizeUrl(opts: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}) {
  const url = new URL(opts.authorizeUrl);
  url.searchParams.set('client_id', opts.clientId);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('state', opts.state);
  return url.toString();
}
