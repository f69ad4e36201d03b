import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { callApiLater } from '@/lib/api/call-api-later';
import { ErrorCode } from '@/lib/api/error-codes';
import { useAsyncAction } from '@/lib/use-async-action';
import { completeSignIn } from './sign-in-flow.ts';
import { takeOauth } from './oauth-state.ts';

/**
 * The provider sent the user back with `?code=…&state=…`: exchange the code once (a code works once, so a
 * StrictMode re-run must not send it again). On failure the host drops it from the address.
 */
export function useOauthCallback(opts: {
  oauth: { code: string; state?: string } | undefined;
  redirectUri: string;
  onConsumed: () => void;
  onSignedIn: (redirect: string | undefined) => void;
}) {
  const { oauth, redirectUri, onConsumed, onSignedIn } = opts;
  const handled = useRef<string | null>(null);
  const exchange = useAsyncAction(
    async ({ code, state }: { code: string; state?: string }) => {
      const pending = takeOauth(state);
      if (!pending) {
        throw new ApiError({ code: ErrorCode.OAUTH_FAILED, status: 0, message: 'OAuth state mismatch' });
      }
      await completeSignIn(
        await callApiLater('auth.loginByFeishuQr', { code, redirect_uri: redirectUri }, { silent: true }),
      );
      return pending.redirect;
    },
    // Success leaves the page, which drops the code with it; a second navigation here would race that one.
    { onSuccess: (redirect) => onSignedIn(redirect), onError: () => onConsumed() },
  );

  useEffect(() => {
    if (!oauth || handled.current === oauth.code) return;
    handled.current = oauth.code;
    exchange.run(oauth);
  }, [oauth, exchange]);

  return exchange;
}
