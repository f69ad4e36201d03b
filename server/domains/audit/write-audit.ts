import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/app-env.ts';

export interface AuditEntry {
  /** The team the change happened in; null for the studio itself (groups, accounts). */
  team: { id: string; name: string } | null;
  /** Dotted, e.g. `member.role`, `client.create`, `team.transfer` (docs/teams.md). */
  action: string;
  targetType: 'team' | 'member' | 'client' | 'project' | 'placement' | 'group' | 'user';
  targetId: string | null;
  /** A human name for the target as it was (an account, a client's name), kept after it is gone. */
  targetLabel: string;
  before: unknown;
  after: unknown;
}

/**
 * Records one administrative change. Call it with the transaction that makes the change, so the log has a row
 * exactly when the change happened.
 */
export async function writeAudit(
  tx: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    teamId: entry.team?.id ?? null,
    teamName: entry.team?.name ?? null,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
