import { describe, expect, it } from 'vitest';
import { batchedCalls } from '../../../server/lib/batched-calls.ts';

interface Call {
  key: string;
  value: number;
}

/** A statement that records each batch it is given and answers when `finish` is called. */
function recordingStatement(fail: (inputs: Call[]) => boolean = () => false) {
  const batches: Call[][] = [];
  const pending: (() => void)[] = [];
  const run = (inputs: Call[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(inputs);
      pending.push(() =>
        fail(inputs)
          ? reject(new Error(`bad ${inputs.map((i) => i.key)}`))
          : resolve(inputs.map((i) => i.value * 10)),
      );
    });
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, finishAll };
}

const keyOf = (c: Call) => c.key;

describe('batchedCalls', () => {
  it('runs a lone call at once, and the calls made meanwhile together in the next batch', async () => {
    const statement = recordingStatement();
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const first = call({ key: 'a', value: 1 });
    expect(statement.batches).toEqual([[{ key: 'a', value: 1 }]]);
    const rest = [call({ key: 'b', value: 2 }), call({ key: 'c', value: 3 }), call({ key: 'd', value: 4 })];
    expect(statement.batches).toHaveLength(1);
    await statement.finishAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(statement.batches.map((b) => b.map((c) => c.key))).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('never puts two calls of one key in one batch, and carries at most maxBatch', async () => {
    const statement = recordingStatement();
    const call = batchedCalls(statement.run, { maxBatch: 2, keyOf });
    const calls = ['x', 'a', 'a', 'b', 'c'].map((key, value) => call({ key, value }));
    await statement.finishAll();
    expect(await Promise.all(calls)).toEqual([0, 10, 20, 30, 40]);
    expect(statement.batches.map((b) => b.map((c) => `${c.key}${c.value}`))).toEqual([
      ['x0'],
      ['a1', 'b3'],
      ['a2', 'c4'],
    ]);
  });

  it('runs each call of a failed batch alone, so only the bad one fails', async () => {
    const statement = recordingStatement((inputs) => inputs.some((i) => i.key === 'bad'));
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const first = call({ key: 'a', value: 1 });
    const later = [
      call({ key: 'b', value: 2 }),
      call({ key: 'bad', value: 3 }),
      call({ key: 'c', value: 4 }),
    ];
    const settled = Promise.allSettled([first, ...later]);
    await statement.finishAll();
    expect((await settled).map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      10,
      20,
      'Error: bad bad',
      40,
    ]);
    expect(statement.batches.map((b) => b.map((c) => c.key))).toEqual([
      ['a'],
      ['b', 'bad', 'c'],
      ['b'],
      ['bad'],
      ['c'],
    ]);
  });

  it('goes on with the next batch after a failure', async () => {
    const statement = recordingStatement((inputs) => inputs[0]!.key === 'bad');
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const bad = call({ key: 'bad', value: 1 }).catch((error: Error) => error.message);
    const next = call({ key: 'ok', value: 2 });
    await statement.finishAll();
    expect(await bad).toBe('bad bad');
    expect(await next).toBe(20);
  });
});
