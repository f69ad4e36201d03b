import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { issueLoginKey } from '../domains/auth/service.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { AppError, ok, toResponse } from '../lib/errors.ts';
import { parseInput, readJsonBody } from '../lib/request-input.ts';

export const CLI_SECRET_HEADER = 'x-booster-cli-secret';

export const issueKeyInput = z.object({
  account: z.string().trim().min(1).max(128),
  ttl_minutes: z
    .number()
    .positive()
    .max(7 * 24 * 60),
});

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The local operator channel: `npm run issue-key` reaches a running server here, because only one process may
 * open an embedded PGlite. The secret changes at every start and sits in the 0600 lock file of the data
 * directory, so only someone who can read the database files can use it. Not part of the client API.
 */
export function operatorRoutes(cliSecret: string): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post(
    '/internal/login-keys',
    bodyLimit({ maxSize: 4096, onError: (c) => toResponse(c, new AppError('PAYLOAD_TOO_LARGE')) }),
    async (c) => {
      if (!sameSecret(c.req.header(CLI_SECRET_HEADER), cliSecret)) throw new AppError('FORBIDDEN');
      const input = parseInput(issueKeyInput, await readJsonBody(c));
      const { key, expiresAt } = await issueLoginKey(c.var.deps.db, input.account, input.ttl_minutes);
      return ok(c, { key, expires_at: expiresAt.toISOString() });
    },
  );
  return router;
}
