import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { waitUntil } from '../fault/helpers/spawn-server.ts';
import { history, newSession, sendMessage, stopTurn } from './helpers/chat-turn.ts';
import { startCluster, type Cluster } from './helpers/cluster.ts';
import { startSlowModel, type SlowModel } from './helpers/slow-model.ts';

/**
 * Issue 10, items 3 and 4: one turn per session and the stop button hold whichever node a request reaches, and a
 * node told to stop finishes (or saves) the answers it is streaming before it exits.
 */
let model: SlowModel;
let cluster: Cluster;
let token: string;
beforeAll(async () => {
  model = await startSlowModel();
  cluster = await startCluster(2, model.env);
  token = await cluster.nodes[0]!.signIn();
});
afterAll(async () => {
  await cluster?.close();
  await model?.close();
});

describe('chat across nodes', () => {
  it('refuses a second message sent to another node while the first answer streams', async () => {
    const [a, b] = cluster.nodes;
    const session = await newSession(a!, token);
    const first = await sendMessage(a!, token, session, 'first question');
    await first.streaming;

    const second = await sendMessage(b!, token, session, 'second question');
    expect(JSON.parse(await second.body)).toMatchObject({ code: ErrorCode.CONFLICT });

    model.finishAll();
    await first.body;
    const saved = await history(b!, token, session);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved[0]!.text).toBe('first question');
  });

  it('stops an answer streaming on another node, and says when there was nothing to stop', async () => {
    const [a, b] = cluster.nodes;
    const session = await newSession(a!, token);
    const turn = await sendMessage(a!, token, session, 'a long answer please');
    await turn.streaming;

    expect(await stopTurn(b!, token, session)).toMatchObject({ code: 0, data: { stopped: true } });
    await turn.body;
    const saved = await waitUntil('the stopped answer to be saved', async () => {
      const messages = await history(b!, token, session);
      return messages.length === 2 ? messages : undefined;
    });
    expect(saved[1]).toMatchObject({ role: 'assistant', terminated: true });
    expect(saved[1]!.text).toMatch(/^word1 /);

    expect(await stopTurn(b!, token, session)).toMatchObject({ code: 0, data: { stopped: false } });
  });
});

describe('a node stopped with SIGTERM', () => {
  it('finishes an answer in progress within the grace period, then exits', async () => {
    const node = await cluster.addNode({ env: { SHUTDOWN_GRACE_SECONDS: '60' } });
    const session = await newSession(node, token);
    const turn = await sendMessage(node, token, session, 'answer while I stop');
    await turn.streaming;

    void node.kill('SIGTERM');
    await waitUntil('the node to start draining', async () =>
      node.output().includes('SIGTERM received') ? true : undefined,
    );
    model.finishAll();
    expect(await turn.body).toContain('"type":"finish"');
    expect(await node.exited).toEqual({ code: 0, signal: null });

    const saved = await history(cluster.nodes[0]!, token, session);
    expect(saved.map((m) => [m.role, m.terminated])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
  });

  it('saves an answer that outlasts the grace period as far as it got, marked terminated', async () => {
    const node = await cluster.addNode({ env: { SHUTDOWN_GRACE_SECONDS: '1' } });
    const session = await newSession(node, token);
    const turn = await sendMessage(node, token, session, 'a very long answer');
    await turn.streaming;
    const abandonedBefore = model.abandoned;

    void node.kill('SIGTERM');
    expect(await node.exited).toEqual({ code: 0, signal: null });
    await turn.body;
    expect(model.abandoned).toBe(abandonedBefore + 1);
    const saved = await history(cluster.nodes[0]!, token, session);
    expect(saved.map((m) => [m.role, m.terminated])).toEqual([
      ['user', false],
      ['assistant', true],
    ]);
    expect(saved[1]!.text).toMatch(/^word1 /);
  });
});
