import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { forwardedClient } from '../../../server/lib/client-address.ts';
import { loadConfig } from '../../../server/lib/config.ts';
import { SIGN_IN_LIMIT } from '../../../server/lib/rate-limits/app-limits.ts';
import { noModel } from '../helpers/no-model.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app.ts';

const trusting = (list: string) => loadConfig({ TRUSTED_PROXIES: list }).TRUSTED_PROXIES;

describe('forwardedClient', () => {
  const proxies = trusting('10.0.0.0/8, 2001:db8:ffff::/48');

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(forwardedClient('198.51.100.4', '203.0.113.7', proxies)).toBe('198.51.100.4');
    expect(forwardedClient('10.0.0.1', '203.0.113.7', trusting(''))).toBe('10.0.0.1');
    expect(forwardedClient('unknown', '203.0.113.7', proxies)).toBe('unknown');
  });

  it('takes the address a trusted proxy forwards, not what the client prepended', () => {
    expect(forwardedClient('10.0.0.1', '203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.1', '1.1.1.1, 203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('::ffff:10.0.0.1', '203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('2001:db8:ffff::2', '2001:db8:1::9', proxies)).toBe('2001:db8:1::9');
  });

  it('walks a chain of trusted proxies to the first address that is not one', () => {
    expect(forwardedClient('10.0.0.1', '198.51.100.9, 203.0.113.7, 10.2.0.1, 10.3.0.1', proxies)).toBe(
      '203.0.113.7',
    );
    // Only proxies in the header: the one farthest from us is the closest we know to the client.
    expect(forwardedClient('10.0.0.1', '10.9.0.1, 10.2.0.1', proxies)).toBe('10.9.0.1');
  });

  it('reads ports and brackets, and stops at an entry that is not an address', () => {
    expect(forwardedClient('10.0.0.1', '203.0.113.7:51234', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.1', '[2001:db8::7]:443', proxies)).toBe('2001:db8::7');
    expect(forwardedClient('10.0.0.1', ' [2001:db8::7] ', proxies)).toBe('2001:db8::7');
    expect(forwardedClient('10.0.0.1', 'nonsense, 203.0.113.7', proxies)).toBe('203.0.113.7');
    for (const malformed of [
      '203.0.113.7, unknown',
      '203.0.113.7,',
      ' ',
      'a.b.c.d',
      '203.0.113.7 198.51.100.1',
    ])
      expect(forwardedClient('10.0.0.1', malformed, proxies)).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', '203.0.113.7, 10.2.0.1, garbage', proxies)).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', '203.0.113.7, garbage, 10.2.0.1', proxies)).toBe('10.2.0.1');
    expect(forwardedClient('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
  });
});

/** Two servers on real sockets, one trusting its peer 127.0.0.1 as a proxy and one trusting no one. */
interface Node {
  app: TestApp;
  base: string;
  events: string[];
  close(): Promise<void>;
}

async function listen(env: Record<string, string>): Promise<Node> {
  const events: string[] = [];
  const app = await createTestApp({ models: noModel, env, options: { monitorSink: (l) => events.push(l) } });
  const server = serve({ fetch: app.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    app,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    events,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

let behindProxy: Node;
let direct: Node;

beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([listen({ TRUSTED_PROXIES: '127.0.0.1' }), listen({})]);
}, 60_000);
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

async function post(node: Node, path: string, body: object, forwardedFor: string): Promise<number> {
  const res = await fetch(`${node.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { code: number }).code;
}

const loggedAddress = async (node: Node, forwardedFor: string) => {
  expect(await post(node, '/api/monitor/record', { level: 'info', message: 'x' }, forwardedFor)).toBe(0);
  return (JSON.parse(node.events.at(-1)!) as { address: string }).address;
};

const wrongPassword = (node: Node, forwardedFor: string) =>
  post(
    node,
    '/api/auth/loginByPassword',
    { account: ADMIN.account, password: 'wrong-password' },
    forwardedFor,
  );

describe('the client address over a real socket', { timeout: 60_000 }, () => {
  it('is the forwarded one behind a trusted proxy, and the socket peer otherwise', async () => {
    expect(await loggedAddress(behindProxy, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await loggedAddress(direct, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, the sign-in limit counts each forwarded client apart', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT.limit; i++)
      answers.push(await wrongPassword(behindProxy, '203.0.113.7'));
    expect(answers.at(-1)).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect(await wrongPassword(behindProxy, '203.0.113.8')).toBe(ErrorCode.BAD_CREDENTIALS);
    // What a client prepends does not make it someone else.
    expect(await wrongPassword(behindProxy, '203.0.113.99, 203.0.113.7')).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  });

  it('without a trusted proxy, a client changing X-Forwarded-For is still counted once', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT.limit; i++)
      answers.push(await wrongPassword(direct, `203.0.113.${i + 1}`));
    expect(answers).toEqual([
      ...Array<number>(SIGN_IN_LIMIT.limit).fill(ErrorCode.BAD_CREDENTIALS),
      ErrorCode.TOO_MANY_ATTEMPTS,
    ]);
  });
});
