import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { FAULT_ADMIN } from '../fault/helpers/spawn-server.ts';
import { startCluster, type Cluster } from './helpers/cluster.ts';
import { startNginx, type Nginx } from './helpers/nginx.ts';
import { startSlowModel, type SlowModel } from './helpers/slow-model.ts';

/**
 * The README's load-balancer example (deploy/nginx/booster.conf) in front of two nodes: clients are told apart
 * by the address nginx saw (each test client connects from its own loopback address), answers stream through,
 * and a node that stops loses no request.
 */
let model: SlowModel;
let cluster: Cluster;
let nginx: Nginx;
beforeAll(async () => {
  model = await startSlowModel({ wordMs: 50 });
  // Each node reaches the model under its own path, so the test knows which node holds a stream.
  cluster = await startCluster(
    2,
    { ...model.env, TRUSTED_PROXIES: '127.0.0.1', SHUTDOWN_GRACE_SECONDS: '30' },
    (i) => ({ env: { AI_BASE_URL: `${model.env.AI_BASE_URL}/node${i}` } }),
  );
  nginx = await startNginx(cluster.nodes.map((n) => new URL(n.url).host));
});
afterAll(async () => {
  await nginx?.stop();
  await cluster?.close();
  await model?.close();
});

interface Reply {
  status: number;
  body: string;
}

/** One request through nginx from the loopback address `from` (127.0.0.x), as a client on another machine. */
function call(
  from: string,
  method: string,
  pathname: string,
  opts: { json?: unknown; headers?: Record<string, string>; onData?: (soFar: string) => void } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, nginx.url);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: from,
        headers: { 'content-type': 'application/json', ...opts.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d.toString();
          opts.onData?.(body);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.json === undefined ? undefined : JSON.stringify(opts.json));
  });
}

const signIn = async (from: string, password: string, headers: Record<string, string> = {}) =>
  JSON.parse(
    (
      await call(from, 'POST', '/api/auth/loginByPassword', {
        json: { account: FAULT_ADMIN.account, password },
        headers,
      })
    ).body,
  ) as {
    code: number;
    data?: { token: string };
  };

describe('behind nginx', () => {
  it('limits each client by the address nginx saw, whatever the client forwards itself', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await signIn('127.0.0.2', 'wrong-password', { 'x-forwarded-for': `127.0.0.${50 + i}` })).code,
      ).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await signIn('127.0.0.2', FAULT_ADMIN.password)).code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect((await signIn('127.0.0.3', FAULT_ADMIN.password)).code).toBe(0);
  });

  it('streams an answer through, and a node stopped meanwhile finishes it while the other serves', async () => {
    const signedIn = await signIn('127.0.0.4', FAULT_ADMIN.password);
    const auth = { 'MB-TOKEN': signedIn.data!.token };
    const session = JSON.parse(
      (
        await call('127.0.0.4', 'POST', '/api/session/addByApp', {
          json: { domain: 'writer' },
          headers: auth,
        })
      ).body,
    ) as { data: { session_id: string } };

    let streamed: () => void = () => {};
    const firstWords = new Promise<void>((resolve) => (streamed = resolve));
    const answer = call('127.0.0.4', 'POST', '/api/chat', {
      headers: auth,
      json: {
        session_id: session.data.session_id,
        locale: 'en',
        message: { id: 'm-1', role: 'user', parts: [{ type: 'text', text: 'stream through nginx' }] },
      },
      onData: (soFar) => soFar.includes('word1 ') && streamed(),
    });
    // Seen before the model finished: nginx does not hold the stream back.
    await firstWords;

    const [path] = model.streamingPaths();
    const holder = cluster.nodes[Number(/\/node(\d)\//.exec(path ?? '')?.[1])]!;
    void holder.kill('SIGTERM');
    for (let i = 0; i < 10; i++) {
      const res = await call('127.0.0.4', 'GET', '/api/user/role/list', { headers: auth });
      expect(res.status).toBe(200);
    }
    model.finishAll();
    const done = await answer;
    expect(done.status).toBe(200);
    expect(done.body).toContain('"type":"finish"');
    expect(await holder.exited).toEqual({ code: 0, signal: null });
  });
});
