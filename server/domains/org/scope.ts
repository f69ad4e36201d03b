import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TeamContext } from '../../lib/app-env.ts';

/**
 * The condition on a client id column that keeps what the caller's team membership lets them see: nothing for
 * an unrestricted member, their clients for a restricted one (none listed: nothing at all, never everything).
 */
export function seenClients(team: Pick<TeamContext, 'clientIds'>, clientId: AnyPgColumn): SQL | undefined {
  if (team.clientIds === null) return undefined;
  return team.clientIds.length ? inArray(clientId, [...team.clientIds]) : sql`false`;
}

/** The rows a page of `pageSize` starting at 1-based `page` skips. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
