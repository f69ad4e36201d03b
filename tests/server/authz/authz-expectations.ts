import type { Access } from '../../../src/lib/api/define-endpoint.ts';
import type { AuthzCase } from './authz-cases.ts';
import { CANARY_A, CANARY_A2, CANARY_B, TEAM_ROLE_OF, type CallerName } from './authz-world.ts';

export type Variant = 'own' | 'other' | 'hidden';

/** What a call must answer: success, a refusal code, or "no such thing" (10205, or 10201 saying not found). */
export type Outcome =
  { kind: 'ok' } | { kind: 'refused'; code: number } | { kind: 'missing' } | { kind: 'any' };

// Written out here rather than taken from src/lib/roles.ts, so a wrong order there fails this test.
const RANK = { viewer: 1, editor: 2, admin: 3, owner: 4 } as const;

const signedIn = (caller: CallerName) => caller !== 'signed out' && caller !== 'share viewer';
const inTeamA = (caller: CallerName) => TEAM_ROLE_OF[caller] !== undefined;

function passes(access: Access, caller: CallerName): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'user':
      return signedIn(caller);
    case 'system':
      return caller === 'system admin';
    case 'share':
      return caller === 'share viewer' || signedIn(caller);
    case 'team':
      // The outsider and the system administrator own their own team (personal / demo): they pass the role
      // check there, and then find none of team A's things.
      return signedIn(caller) && RANK[TEAM_ROLE_OF[caller] ?? 'owner'] >= RANK[access.role];
  }
}

export function expectedOutcome(access: Access, c: AuthzCase, caller: CallerName, variant: Variant): Outcome {
  if (c.credentials) return { kind: 'any' };
  if (!passes(access, caller)) return { kind: 'refused', code: signedIn(caller) ? 10103 : 10101 };
  if (c.everyTeamForSystemAdmin && caller === 'system admin') return { kind: 'ok' };
  const outcome = reachOf(access, c, caller, variant);
  return c.filters && outcome.kind === 'missing' ? { kind: 'ok' } : outcome;
}

function reachOf(access: Access, c: AuthzCase, caller: CallerName, variant: Variant): Outcome {
  if (variant === 'other') return { kind: 'missing' };
  const takesIds = c.other !== undefined;
  const reachesTeamA = inTeamA(caller) || (caller === 'share viewer' && access.kind === 'share');
  if (takesIds && !reachesTeamA && access.kind !== 'system') return { kind: 'missing' };
  if (variant === 'hidden' && (caller === 'restricted editor' || caller === 'share viewer'))
    return { kind: 'missing' };
  return { kind: 'ok' };
}

/** Names the caller must never see in an answer. */
export function forbiddenNames(access: Access, c: AuthzCase, caller: CallerName): string[] {
  if (access.kind === 'system' || access.kind === 'public') return [];
  if (c.everyTeamForSystemAdmin && caller === 'system admin') return [];
  const names = [CANARY_B];
  if (caller === 'restricted editor' || caller === 'share viewer') names.push(CANARY_A2);
  if (!inTeamA(caller) && caller !== 'share viewer') names.push(CANARY_A, CANARY_A2);
  return names;
}

export function matches(
  outcome: Outcome,
  status: number,
  body: { code: number; issues?: { message: string }[] },
  alsoOk: number[] = [],
): boolean {
  if (status >= 500) return false;
  switch (outcome.kind) {
    case 'any':
      return true;
    case 'ok':
      return body.code === 0 || alsoOk.includes(body.code);
    case 'refused':
      return body.code === outcome.code;
    case 'missing':
      return (
        body.code === 10205 ||
        (body.code === 10201 && (body.issues ?? []).some((i) => /not found/i.test(i.message)))
      );
  }
}
