import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { leaksIn } from './answer-problems.ts';
import { casesFor } from './fuzz-cases.ts';
import { createFuzzWorld, type CallerName } from './fuzz-world.ts';
import { INJECTION_STRINGS, NUMBER_LIKE_STRINGS } from './hostile-values.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';
import { runCase, type Outcome } from './run-case.ts';

/**
 * Every operation of the served OpenAPI document, fuzzed from its own input schema as each caller: nothing may
 * answer 5xx, anything but an envelope (or a declared file / stream), a leak, or log an error. A new endpoint
 * is in the document, so it is fuzzed here without a test of its own.
 */

/**
 * Cases per operation for a caller the operation serves: whole-request shapes and tier-0 mutations always
 * run, tier-1 mutations fill up to this (see fuzz-cases.ts). Callers the access rule refuses, and signed-in
 * callers of public operations (which ignore the token), run the whole-request shapes and tier 0 only. 40 (it
 * was 80): with ~120 operations the suite was 100–150 s of a 2-core `npm test` held to 15 minutes; every field
 * still gets its share, taken in turn.
 */
const BUDGET = 40;

const world = await createFuzzWorld();
const operations = operationsOf(world.document);
const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterAll(async () => {
  consoleErrors.mockRestore();
  await world.close();
});

/** Codes that mean the input never reached the handler (sign-in and role codes only come from access checks when the operation is not public). */
function refusedBeforeHandler(code: number, op: Operation): boolean {
  const access: number[] =
    op.access.kind === 'public' ? [] : [ErrorCode.SIGN_IN_EXPIRED, ErrorCode.FORBIDDEN];
  return [...access, ErrorCode.TOO_MANY_ATTEMPTS, ErrorCode.VALIDATION, ErrorCode.MALFORMED_JSON].includes(
    code,
  );
}

const servesFully = (op: Operation, caller: CallerName) =>
  world.passesAccess(op.access, caller) && (op.access.kind !== 'public' || caller === 'signed out');

it('sends nothing that would itself look like a leak when an answer echoes it', () => {
  expect([...INJECTION_STRINGS, ...NUMBER_LIKE_STRINGS].filter((value) => leaksIn(value).length)).toEqual([]);
});

it('reads every route of the API from the document', () => {
  const ids = operations.map((op) => op.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(
    expect.arrayContaining(['chat.stream', 'chat.stop', 'imports.upload', 'imports.template']),
  );
});

describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  // Puts back what the previous operation deleted, revoked or disabled.
  beforeAll(() => world.repair());
  it.each(world.callersOf(op).map((caller) => [caller.name, caller] as const))(
    'as %s',
    async (_name, caller) => {
      const cases = casesFor(
        op,
        world.known(op.id),
        [caller.name],
        servesFully(op, caller.name) ? BUDGET : 0,
      );
      const problems: string[] = [];
      const outcomes: Outcome[] = [];
      for (const fuzzCase of cases) {
        const outcome = await runCase(world, op, caller, fuzzCase, consoleErrors);
        outcomes.push(outcome);
        if (outcome.problems.length) problems.push(outcome.report);
      }
      if (world.passesAccess(op.access, caller.name)) {
        const handled = outcomes.some((o) =>
          o.code === undefined ? o.status < 400 : !refusedBeforeHandler(o.code, op),
        );
        if (!handled)
          problems.push(
            `no case reached the handler, so the cases test little; the baseline:\n${outcomes.find((o) => o.label === 'baseline')!.report}`,
          );
        if (!outcomes.some((o) => o.code === ErrorCode.VALIDATION))
          problems.push('no case reached the input validation (10201)');
      }
      expect(problems, `${problems.length} of ${cases.length} cases failed`).toEqual([]);
    },
    120_000,
  );
});

it('leaves Object.prototype alone after every __proto__ and constructor key', () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
