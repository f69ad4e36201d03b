import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { shareLinkSchema } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { addressKey, type RateLimits } from '../../lib/rate-limits/app-limits.ts';
import { findDashboard } from '../dashboard/queries.ts';
import { getTeamDashboard, type TeamCaller } from '../dashboard/team-scope.ts';
import {
  countFailedAttempt,
  countView,
  findShare,
  findShareByLink,
  insertShare,
  selectShares,
  setRevoked,
  type ShareRow,
} from './queries.ts';

export type ShareDto = z.input<typeof shareLinkSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Spec §3: an 8-character code of letters and digits, without look-alikes (0/O, 1/l/I). */
export function generateShareCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

function statusOf(row: ShareRow, now: Date): ShareDto['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

export function toShareDto(row: ShareRow, now: Date): ShareDto {
  return {
    share_id: row.id,
    dashboard_id: row.dashboardId,
    link_id: row.linkId,
    valid_days: row.validDays,
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    view_count: row.viewCount,
    last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
    failed_attempts: row.failedAttempts,
    last_failed_attempt_at: row.lastFailedAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createShare(
  db: Db,
  caller: TeamCaller,
  input: { dashboard_id: string; valid_days: number; code?: string },
  now = new Date(),
): Promise<ShareDto & { code: string }> {
  const dashboard = await getTeamDashboard(db, caller.team, input.dashboard_id);
  const code = input.code ?? generateShareCode();
  const row = await insertShare(db, {
    dashboardId: dashboard.id,
    teamId: dashboard.teamId,
    createdBy: caller.userId,
    linkId: randomBytes(18).toString('base64url'),
    codeHash: await hashPassword(code),
    validDays: input.valid_days,
    expiresAt: new Date(now.getTime() + input.valid_days * DAY_MS),
    createdAt: now,
  });
  return { ...toShareDto(row, now), code };
}

export async function listShares(
  db: Db,
  team: TeamContext,
  dashboardId: string,
  now = new Date(),
): Promise<ShareDto[]> {
  await getTeamDashboard(db, team, dashboardId);
  return (await selectShares(db, dashboardId)).map((r) => toShareDto(r, now));
}

/** A link of another team, or of a dashboard under a client the caller may not see, answers 10205 like a missing one. */
export async function revokeShare(
  db: Db,
  team: TeamContext,
  shareId: string,
  now = new Date(),
): Promise<void> {
  const row = await findShare(db, shareId);
  if (!row || row.teamId !== team.id) throw new AppError('NOT_FOUND', 'Share link not found.');
  await getTeamDashboard(db, team, row.dashboardId).catch(() => {
    throw new AppError('NOT_FOUND', 'Share link not found.');
  });
  if (!row.revokedAt) await setRevoked(db, row.id, now);
}

/**
 * Verified (link, code hash, code) triples, so a shared page's many requests cost one scrypt, not one each.
 * Keyed by the code hash too: a link whose row changed is verified again. Expiry and revocation are read from
 * the row on every request.
 */
const verified = new Map<string, true>();
const verifiedKey = (row: ShareRow, code: string) =>
  createHash('sha256').update(`${row.linkId}\0${row.codeHash}\0${code}`).digest('hex');

const isVerified = (row: ShareRow, code: string) => verified.has(verifiedKey(row, code));

async function codeMatches(row: ShareRow, code: string): Promise<boolean> {
  if (!(await verifyPassword(code, row.codeHash))) return false;
  if (verified.size > 1_000) verified.clear();
  verified.set(verifiedKey(row, code), true);
  return true;
}

/**
 * Checks a link and its code: 10105 while this address, or this link + address, is over its limit; 10102
 * (HTTP 403) for an unknown, expired or revoked link; 10104 for a wrong code on a live link, so the page can
 * say "wrong code, try again". Telling the two apart reveals only that a link exists, which its holder knows:
 * link ids are 18 random bytes, and wrong codes are rate-limited per link and address.
 *
 * Each attempt is counted before the code is checked (parallel guesses cannot outrun the count) and given back
 * when it succeeds. An unknown link id costs one counter of its address and one indexed lookup, nothing more;
 * a code verified before costs no scrypt and no count. A refusal says how long it lasts; a wrong code is also
 * counted on the link itself, durably, for its owner to see (refused attempts were never checked, so they are not).
 */
export async function verifyShare(
  db: Db,
  opts: { link: string; code: string; address: string; limits: RateLimits; now?: Date },
): Promise<ShareRow> {
  const { shareAddress, shareCode } = opts.limits;
  const now = opts.now ?? new Date();
  const address = addressKey(opts.address);
  if (!(await shareAddress.reserve(address)))
    throw AppError.tooManyAttempts(await shareAddress.waitMs(address));
  const row = await findShareByLink(db, opts.link).catch(async (err: unknown) => {
    await shareAddress.release(address);
    throw err;
  });
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('SHARE_EXPIRED');
  if (isVerified(row, opts.code)) {
    await shareAddress.release(address);
    return row;
  }
  const key = `${row.linkId}|${address}`;
  if (!(await shareCode.reserve(key))) {
    await shareAddress.release(address);
    throw AppError.tooManyAttempts(await shareCode.waitMs(key));
  }
  let matches: boolean;
  try {
    matches = await codeMatches(row, opts.code);
  } catch (err) {
    await Promise.all([shareCode.release(key), shareAddress.release(address)]);
    throw err;
  }
  if (!matches) {
    await countFailedAttempt(db, row.id, now);
    throw new AppError('BAD_CREDENTIALS', 'Wrong extraction code.');
  }
  await Promise.all([shareCode.release(key), shareAddress.release(address)]);
  return row;
}

/** share_verify: the check plus a counted view. */
export async function openShare(
  db: Db,
  opts: { link: string; code: string; address: string; limits: RateLimits },
): Promise<{ dashboard_id: string; name: string; expires_at: string }> {
  const now = new Date();
  const row = await verifyShare(db, { ...opts, now });
  await countView(db, row.id, now);
  const dashboard = await findDashboard(db, row.dashboardId);
  if (!dashboard) throw new AppError('SHARE_EXPIRED');
  return { dashboard_id: row.dashboardId, name: dashboard.name, expires_at: row.expiresAt.toISOString() };
}
