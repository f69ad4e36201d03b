import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { readAnswer } from './answer-problems.ts';
import { encodeRequest } from './encode-request.ts';
import { createFuzzWorld } from './fuzz-world.ts';
import { INJECTION_STRINGS } from './hostile-values.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';

/**
 * Whole requests that are wrong in themselves rather than in their input: methods and paths the API does not
 * have, huge or hostile headers, hostile share link headers, and callers hammering the rate-limited operations.
 */

const world = await createFuzzWorld();
const operations = operationsOf(world.document);
const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
beforeAll(() => world.repair());
afterAll(async () => {
  consoleErrors.mockRestore();
  await world.close();
});

interface Sent {
  what: string;
  url: string;
  init: RequestInit;
  address?: string;
}

/** Sends each request and returns a report for every answer with a problem (including a logged error). */
async function problemsOf(
  op: Operation | undefined,
  requests: Sent[],
): Promise<{ codes: (number | undefined)[]; problems: string[] }> {
  const codes: (number | undefined)[] = [];
  const problems: string[] = [];
  for (const { what, url, init, address } of requests) {
    const logged = consoleErrors.mock.calls.length;
    const answer = await readAnswer(await world.request(url, init, address), op);
    const logs = consoleErrors.mock.calls
      .slice(logged)
      .map((args) => `console.error: ${args.map(String).join(' ').slice(0, 600)}`);
    codes.push(answer.code);
    if (answer.problems.length || logs.length)
      problems.push(
        `${what}: ${init.method} ${url.slice(0, 200)} → HTTP ${answer.status}: ${[...answer.problems, ...logs].join('; ')}\n  answer: ${answer.text.slice(0, 400)}`,
      );
  }
  return { codes, problems };
}

/** Header values must be bytes 0x20–0xFF; the rest of the injection strings cannot be sent in a header at all. */
const HEADER_SAFE = INJECTION_STRINGS.filter((s) =>
  [...s].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0xff && c !== '\x7f'),
);
/** What a UTF-8 emoji and a NUL-looking escape look like to a server that reads headers as Latin-1. */
const LATIN1_BYTES = [Buffer.from('👩‍👩‍👧 字', 'utf8').toString('latin1'), '\\u0000%00', 'ÿþ'];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('methods the API does not have', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: other methods are 10204',
    async (_, op) => {
      const defined = new Set(operations.filter((o) => o.path === op.path).map((o) => o.method));
      const admin = world.callersOf(op).find((c) => c.name === 'administrator')!;
      const requests = METHODS.filter((m) => !defined.has(m)).map((method) => ({
        what: `${method} instead of ${op.method}`,
        url: op.path,
        init: {
          method,
          headers: { ...admin.headers(), 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        },
      }));
      const { codes, problems } = await problemsOf(undefined, requests);
      expect(problems).toEqual([]);
      expect(codes.every((c) => c === ErrorCode.UNKNOWN_PATH)).toBe(true);
    },
  );
});

describe('paths the API does not have', () => {
  const paths = [
    '/api/no/such/thing',
    '/api',
    '/api/',
    '/api/%00',
    '/api/%ED%A0%80',
    '/api/%C0%80',
    '/api/%zz',
    '/api/..%2F..%2Fetc%2Fpasswd',
    '/api/chat/..%2F..%2Fusers%2Flist',
    `/api/${'a'.repeat(10_000)}`,
    ...operations.flatMap((op) => [
      `${op.path}/extra`,
      `${op.path}//`,
      op.path.replace(/[^/]+\/?$/, (last) => last.toUpperCase()),
    ]),
  ];
  it.each(['signed out', 'administrator'] as const)(
    'answer 10204 (or 10201 for text that is not allowed) as %s',
    async (callerName) => {
      const caller = world.callersOf(operations[0]!).find((c) => c.name === callerName)!;
      const requests = paths.flatMap((url) =>
        ['GET', 'POST'].map((method) => ({
          what: 'unknown path',
          url,
          init: { method, headers: caller.headers(), ...(method === 'POST' ? { body: '{}' } : {}) },
        })),
      );
      const { codes, problems } = await problemsOf(undefined, requests);
      expect(problems).toEqual([]);
      const unexpected = codes.filter(
        (c) => c !== ErrorCode.UNKNOWN_PATH && c !== ErrorCode.VALIDATION && c !== ErrorCode.SIGN_IN_EXPIRED,
      );
      expect(unexpected).toEqual([]);
    },
  );
});

describe('huge and hostile headers', () => {
  const huge = 'h'.repeat(64_000);
  const tokenHeaders: [string, Record<string, string>][] = [
    ['64 kB MB-TOKEN', { 'MB-TOKEN': huge }],
    ['64 kB bearer token', { Authorization: `Bearer ${huge}` }],
    ['Basic credentials', { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }],
    ['64 kB MB-REQID', { 'MB-REQID': huge }],
    ['hostile content type', { 'content-type': 'application/json; charset=x-evil; boundary=%00' }],
    ...[...HEADER_SAFE, ...LATIN1_BYTES].flatMap((value): [string, Record<string, string>][] => [
      [`MB-TOKEN ${JSON.stringify(value)}`, { 'MB-TOKEN': value }],
      [`bearer ${JSON.stringify(value)}`, { Authorization: `Bearer ${value}` }],
      [`MB-REQID ${JSON.stringify(value)}`, { 'MB-REQID': value }],
    ]),
  ];
  /** Wrong codes for the real link cost a password hash each, so they get a few values; the rest are cheap. */
  const shareHeaders = (link: string, code: string): [string, Record<string, string>][] => [
    ...[...HEADER_SAFE, ...LATIN1_BYTES, huge].flatMap((value): [string, Record<string, string>][] => [
      [
        `share link ${JSON.stringify(value).slice(0, 30)}`,
        { 'sb-share-link': value, 'sb-share-password': code },
      ],
      [
        `both share headers ${JSON.stringify(value).slice(0, 30)}`,
        { 'sb-share-link': value, 'sb-share-password': value },
      ],
    ]),
    ...[HEADER_SAFE[0]!, LATIN1_BYTES[0]!, huge].map((value): [string, Record<string, string>] => [
      `share code ${JSON.stringify(value).slice(0, 30)}`,
      { 'sb-share-link': link, 'sb-share-password': value },
    ]),
  ];

  /** The headers are read before the input is validated, so an empty input keeps the handler (and its cost) out. */
  const emptyInput = (op: Operation) => encodeRequest(op, { label: 'empty', tier: 0, input: {} }, {});

  async function sendWithHeaders(op: Operation, variants: [string, Record<string, string>][]) {
    const requests = variants.map(([what, headers]) => {
      const { url, init } = emptyInput(op);
      return {
        what,
        url,
        init: { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } },
      };
    });
    return (await problemsOf(op, requests)).problems;
  }

  /** One operation per access rule: one middleware reads the token for all, the rule is what differs. */
  const onePerAccessRule = [...new Map(operations.map((op) => [op.access.kind, op])).values()];
  it.each(onePerAccessRule.map((op) => [op.access.kind, op.id, op] as const))(
    'token and share headers on a %s operation (%s)',
    async (_kind, _id, op) => {
      await world.repair();
      const known = world.known();
      expect(
        await sendWithHeaders(op, [...tokenHeaders, ...shareHeaders(String(known.link), String(known.code))]),
      ).toEqual([]);
    },
    60_000,
  );

  it.each(operations.filter((op) => op.takesShareHeaders).map((op) => [op.id, op] as const))(
    'share headers on %s',
    async (_id, op) => {
      await world.repair();
      const known = world.known();
      expect(await sendWithHeaders(op, shareHeaders(String(known.link), String(known.code)))).toEqual([]);
    },
    60_000,
  );
});

describe('rate-limited operations', () => {
  const byId = (id: string) => operations.find((op) => op.id === id)!;
  /** Wrong secrets from one address until the limiter answers; `tries` is past each documented limit. */
  const hammers: [
    string,
    number,
    (known: Record<string, unknown>) => { op: Operation; headers: Record<string, string>; input: unknown },
  ][] = [
    [
      'auth.loginByPassword',
      8,
      (k) => ({
        op: byId('auth.loginByPassword'),
        headers: {},
        input: { account: k.account, password: 'wrong-password' },
      }),
    ],
    [
      'share.verify',
      14,
      (k) => ({ op: byId('share.verify'), headers: {}, input: { link: k.link, code: 'Wrong0code' } }),
    ],
    [
      'share headers',
      14,
      (k) => ({
        op: byId('share.dashboard'),
        headers: { 'sb-share-link': String(k.link), 'sb-share-password': 'Wrong0code' },
        input: {},
      }),
    ],
    [
      'monitor.record',
      125,
      () => ({ op: byId('monitor.record'), headers: {}, input: { level: 'info', message: 'fuzz' } }),
    ],
  ];
  it.each(hammers)(
    '%s answers 10105 as an envelope once over its limit',
    async (_, tries, make) => {
      await world.repair();
      const { op, headers, input } = make(world.known());
      const address = `192.0.2.${tries}`;
      const requests = Array.from({ length: tries }, (_, i) => ({
        what: `try ${i + 1}`,
        address,
        ...encodeRequest(op, { label: 'hammer', tier: 0, input }, headers),
      }));
      const { codes, problems } = await problemsOf(op, requests);
      expect(problems).toEqual([]);
      expect(codes).toContain(ErrorCode.TOO_MANY_ATTEMPTS);
    },
    60_000,
  );
});
