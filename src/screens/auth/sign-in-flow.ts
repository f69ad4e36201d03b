import { callApiLater } from '@/lib/api/call-api-later';
import { useAuthStore, type SignInResult } from '@/lib/auth/auth-store';

/**
 * What every way of signing in does once the server said yes (spec §4): store the login, then load the
 * permissions and store them as the role info. The permission call failing does not undo the sign-in; the
 * permission directive simply shows less until it succeeds on a later load.
 */
export async function completeSignIn(result: SignInResult): Promise<void> {
  useAuthStore.getState().signIn(result);
  try {
    useAuthStore.getState().setUserRoleInfo(await callApiLater('perm.user', {}, { silent: true }));
  } catch (error) {
    console.warn('[auth] permission call failed after sign-in', error);
  }
}

/** The query parameter of a one-time sign-in link (`/writer/login?blueaicode=…`). */
export const LOGIN_KEY_PARAM = 'blueaicode';

/** The `blueaicode` key exchange (spec §2): a one-time key from the address becomes a login. */
export async function signInWithLoginKey(tokenKey: string): Promise<void> {
  await completeSignIn(await callApiLater('auth.loadTokenByKey', { token_key: tokenKey }));
}
