import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { FAULT_ADMIN, type ServerProcess } from '../fault/helpers/spawn-server.ts';
import { startCluster, type Cluster } from './helpers/cluster.ts';

/**
 * Issue 10, item 5: the sign-in limit holds across nodes, and behind a load balancer (this test process, on
 * 127.0.0.1, plays it) clients are told apart by the forwarded address only when the proxy is trusted.
 */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2, { TRUSTED_PROXIES: '127.0.0.1' });
  await cluster.addNode({ env: { TRUSTED_PROXIES: '' } });
});
afterAll(() => cluster?.close());

async function signIn(node: ServerProcess, password: string, forwardedFor?: string) {
  const res = await fetch(new URL('/api/auth/loginByPassword', node.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ account: FAULT_ADMIN.account, password }),
  });
  return ((await res.json()) as { code: number }).code;
}

describe('limits across nodes', () => {
  it('counts failed sign-ins of one client on every node together', async () => {
    const [a, b] = cluster.nodes;
    for (let i = 0; i < 5; i++)
      expect(await signIn(i % 2 ? a! : b!, 'wrong-password', '203.0.113.7')).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await signIn(a!, FAULT_ADMIN.password, '203.0.113.7')).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect(await signIn(b!, FAULT_ADMIN.password, '203.0.113.7')).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  });

  it('tells clients behind a trusted proxy apart by their forwarded address', async () => {
    const [a] = cluster.nodes;
    expect(await signIn(a!, FAULT_ADMIN.password, '203.0.113.8')).toBe(0);
    // What a client writes in front of the proxy's own entry is not trusted.
    expect(await signIn(a!, FAULT_ADMIN.password, '198.51.100.1, 203.0.113.7')).toBe(
      ErrorCode.TOO_MANY_ATTEMPTS,
    );
  });

  it('ignores forwarded addresses from a peer that is not a trusted proxy', async () => {
    const untrusting = cluster.nodes[2]!;
    for (let i = 0; i < 5; i++)
      expect(await signIn(untrusting, 'wrong-password', `192.0.2.${i}`)).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await signIn(untrusting, FAULT_ADMIN.password, '192.0.2.99')).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  });
});
