import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointKey } from '../../../src/lib/api/endpoints.ts';
import { requestFor } from '../helpers/test-app.ts';
import { AUTHZ_CASES, type AuthzCase } from './authz-cases.ts';
import {
  expectedOutcome,
  forbiddenNames,
  matches,
  type Outcome,
  type Variant,
} from './authz-expectations.ts';
import { CALLERS, TEAM_ROLE_OF, createAuthzWorld, type AuthzWorld, type CallerName } from './authz-world.ts';

/**
 * The generated authorization test (issue 11): every endpoint of the table, called by every kind of caller
 * (signed out, a share link, an outsider, the system administrator, each team role, a member restricted to one
 * client), for its own team's things, another team's and a client it may not see. Allowed calls succeed; the
 * others are refused with the declared code or answered as missing; no answer is a 5xx or shows a name the
 * caller may not see.
 */

interface Check {
  key: EndpointKey;
  caller: CallerName;
  variant: Variant;
  outcome: Outcome;
}

function checksOf(key: EndpointKey, c: AuthzCase): Check[] {
  const variants: Variant[] = [
    'own',
    ...(c.other ? (['other'] as const) : []),
    ...(c.hidden ? (['hidden'] as const) : []),
  ];
  return CALLERS.flatMap((caller) =>
    variants.map((variant) => ({
      key,
      caller,
      variant,
      outcome: expectedOutcome(endpoints[key].access, c, caller, variant),
    })),
  );
}

async function run(w: AuthzWorld, check: Check): Promise<void> {
  const c = AUTHZ_CASES[check.key];
  const inputs =
    check.variant === 'own'
      ? [c.own(w.f, check.caller)]
      : [check.variant === 'other' ? c.other!(w.f) : c.hidden!(w.f)].flat();
  for (const input of inputs) await runOne(w, check, c, input);
}

async function runOne(
  w: AuthzWorld,
  check: Check,
  c: AuthzCase,
  input: Record<string, unknown>,
): Promise<void> {
  const { url, init } = requestFor(endpoints[check.key], input);
  const res = await w.t.app.request(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...w.headersOf(check.caller) },
  });
  const text = await res.text();
  const body = JSON.parse(text) as { code: number; message: string; issues?: { message: string }[] };
  const where = `${check.key} by ${check.caller} (${check.variant} ${JSON.stringify(input)}): expected ${JSON.stringify(check.outcome)}, got ${res.status} ${body.code} ${body.message}`;
  expect(matches(check.outcome, res.status, body, c.alsoOk), where).toBe(true);
  for (const name of forbiddenNames(endpoints[check.key].access, c, check.caller))
    expect(text.includes(name), `${where}: the answer shows ${name}`).toBe(false);
}

/** The callers whose allowed call on a mutating endpoint gets a world of its own: the weakest role that passes and the edge cases. */
function strictCallers(checks: Check[]): Check[] {
  const ok = checks.filter((ch) => ch.outcome.kind === 'ok' && ch.variant !== 'other');
  const members = ok.filter((ch) => TEAM_ROLE_OF[ch.caller] && ch.caller !== 'restricted editor');
  const weakest = members.length ? [members[0]!] : [];
  const edges = ok.filter((ch) => !TEAM_ROLE_OF[ch.caller] || ch.caller === 'restricted editor');
  return [...weakest, ...edges];
}

const keys = Object.keys(AUTHZ_CASES) as EndpointKey[];
// Weakest-first so `members[0]` above is the least powerful team role that passes.
const byWeakest = (checks: Check[]) =>
  [...checks].sort((a, b) => CALLERS.indexOf(a.caller) - CALLERS.indexOf(b.caller));

describe('every endpoint declares who may call it', () => {
  it('has an authorization case for every endpoint of the table', () => {
    const missing = Object.keys(endpoints).filter((k) => !(k in AUTHZ_CASES));
    expect(missing, 'endpoints without a case in tests/server/authz/authz-cases.ts').toEqual([]);
  });
});

describe('each endpoint, each caller, own team / other team / hidden client', () => {
  // Refusals change nothing, so they all share one world; so do the allowed calls of endpoints that only read.
  let shared: AuthzWorld;
  beforeAll(async () => {
    shared = await createAuthzWorld();
  }, 120_000);
  afterAll(async () => shared?.close());

  for (const key of keys) {
    const c = AUTHZ_CASES[key];
    it(`${key}`, async () => {
      const checks = byWeakest(checksOf(key, c));
      for (const check of checks.filter((ch) => !c.mutates || ch.outcome.kind !== 'ok'))
        await run(shared, check);
      if (!c.mutates) return;
      for (const check of strictCallers(checks)) {
        const fresh = await shared.fork();
        try {
          await run(fresh, check);
        } finally {
          await fresh.close();
        }
      }
      // The first case that ranks creators builds the 100,000-creator index: over 120 s at load 16.
    }, 300_000);
  }
});
