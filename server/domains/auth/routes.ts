import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { implement } from '../../lib/implement.ts';
import { oauthSettings } from './oauth-provider.ts';
import { refreshTokens, signInWithKey, signInWithOAuth, signInWithPassword, signOut } from './service.ts';

export function authRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['auth.loginByPassword'], (input, c) =>
    signInWithPassword(c.var.deps.db, c.var.deps.config, c.var.limits, {
      ...input,
      address: clientAddress(c),
    }),
  );

  implement(router, endpoints['auth.loadTokenByKey'], (input, c) =>
    signInWithKey(c.var.deps.db, c.var.deps.config, input.token_key),
  );

  implement(router, endpoints['auth.loginByFeishuQr'], (input, c) =>
    signInWithOAuth(c.var.deps.db, c.var.deps.config, oauthSettings(c.var.deps.config), input),
  );

  implement(router, endpoints['auth.loginOptions'], (_input, c) => {
    const oauth = oauthSettings(c.var.deps.config);
    return {
      password: true,
      qr: oauth ? { authorize_url: oauth.authorizeUrl, client_id: oauth.clientId } : null,
    };
  });

  implement(router, endpoints['auth.logout'], async (_input, c) => {
    await signOut(c.var.deps.db, c.var.deps.authCache, requireUser(c).tokenId);
    return null;
  });

  implement(router, endpoints['user.refreshToken'], (input, c) =>
    refreshTokens(c.var.deps.db, c.var.deps.authCache, c.var.deps.config, input.refresh_token),
  );

  return router;
}
