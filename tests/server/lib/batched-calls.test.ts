import { describe, expect, it } from 'vitest';
import { batchedCalls } from '../../../server/lib/batched-calls.ts';

interface Call {
  key: string;
  value: number;
}

/** A statement that records each batch it is given and answers when `finishAll` is called. */
function recordingStatement(fail: (inputs: Call[]) => boolean = () => false) {
  const batches: Call[][] = [];
  const pending: (() => void)[] = [];
  const run = (inputs: Call[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(inputs);
      pending.push(() =>
        fail(inputs)
          ? reject(new Error(`bad ${inputs.map((i) => i.key).join(' ')}`))
          : resolve(inputs.map((i) => i.value * 10)),
      );
    });
  const finishAll = async () => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (pending.length === 0) return;
      while (pending.length > 0) pending.shift()!();
    }
  };
  return { run, batches, finishAll };
}

const keyOf = (c: Call) => c.key;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedCalls', () => {
  it('sends the calls of one turn of the event loop as one batch at its end, without waiting for a batch running', async () => {
    const statement = recordingStatement();
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const first = [call({ key: 'a', value: 1 }), call({ key: 'b', value: 2 })];
    expect(statement.batches).toEqual([]);
    await nextTurn();
    expect(statement.batches.map((b) => b.map((c) => c.key))).toEqual([['a', 'b']]);
    const second = [call({ key: 'c', value: 3 }), call({ key: 'd', value: 4 })];
    await nextTurn();
    // The first batch has not answered, and the second went anyway.
    expect(statement.batches.map((b) => b.map((c) => c.key))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await statement.finishAll();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40]);
  });

  it('never puts two calls of one key in one batch, and carries at most maxBatch', async () => {
    const statement = recordingStatement();
    const call = batchedCalls(statement.run, { maxBatch: 2, keyOf });
    const calls = ['x', 'a', 'a', 'b', 'c'].map((key, value) => call({ key, value }));
    await statement.finishAll();
    expect(await Promise.all(calls)).toEqual([0, 10, 20, 30, 40]);
    expect(statement.batches.map((b) => b.map((c) => `${c.key}${c.value}`))).toEqual([
      ['x0', 'a1'],
      ['a2', 'b3'],
      ['c4'],
    ]);
  });

  it('runs each call of a failed batch alone, so only the bad one fails', async () => {
    const statement = recordingStatement((inputs) => inputs.some((i) => i.key === 'bad'));
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const calls = [
      call({ key: 'a', value: 1 }),
      call({ key: 'bad', value: 2 }),
      call({ key: 'c', value: 3 }),
    ];
    const settled = Promise.allSettled(calls);
    await statement.finishAll();
    expect((await settled).map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      10,
      'Error: bad bad',
      30,
    ]);
    expect(statement.batches.map((b) => b.map((c) => c.key))).toEqual([
      ['a', 'bad', 'c'],
      ['a'],
      ['bad'],
      ['c'],
    ]);
  });

  it('goes on with later batches after a failure', async () => {
    const statement = recordingStatement((inputs) => inputs[0]!.key === 'bad');
    const call = batchedCalls(statement.run, { maxBatch: 10, keyOf });
    const bad = call({ key: 'bad', value: 1 }).catch((error: Error) => error.message);
    await statement.finishAll();
    const next = call({ key: 'ok', value: 2 });
    await statement.finishAll();
    expect(await bad).toBe('bad bad');
    expect(await next).toBe(20);
  });
});
