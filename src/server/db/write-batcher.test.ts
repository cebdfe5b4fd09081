import { describe, expect, it } from 'vitest';
import { writeBatcher } from './write-batcher.ts';

/** A write whose batches are recorded and finish only when the test says so. */
function heldWrite(fail: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const write = (items: string[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      finish.push(() =>
        items.some(fail)
          ? reject(new Error(`bad row in ${items.join(',')}`))
          : resolve(items.map((item) => item.toUpperCase())),
      );
    });
  };
  const finishAll = async () => {
    while (finish.length > 0) {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, finishAll };
}

describe('writeBatcher', () => {
  it('starts a write at once, alone, when nothing is in flight', async () => {
    const held = heldWrite();
    const add = writeBatcher(held.write);
    const answer = add('a');
    expect(held.batches).toEqual([['a']]);
    await held.finishAll();
    await expect(answer).resolves.toBe('A');
  });

  it('sends the writes that queue behind those in flight together, each answered with its own result', async () => {
    const held = heldWrite();
    const add = writeBatcher(held.write, { concurrency: 2 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map(add);
    expect(held.batches).toEqual([['a'], ['b']]);
    await held.finishAll();
    expect(held.batches).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('keeps each batch within maxBatch', async () => {
    const held = heldWrite();
    const add = writeBatcher(held.write, { concurrency: 1, maxBatch: 2 });
    const answers = ['a', 'b', 'c', 'd'].map(add);
    await held.finishAll();
    expect(held.batches).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('retries a failed batch one item at a time, so only the bad one fails', async () => {
    const held = heldWrite((item) => item === 'c');
    const add = writeBatcher(held.write, { concurrency: 1 });
    const answers = ['a', 'b', 'c', 'd'].map((item) =>
      add(item).catch((err: Error) => err.message),
    );
    await held.finishAll();
    expect(held.batches).toEqual([['a'], ['b', 'c', 'd'], ['b'], ['c'], ['d']]);
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'bad row in c', 'D']);
  });

  it('goes on writing after a write fails', async () => {
    const held = heldWrite((item) => item === 'a');
    const add = writeBatcher(held.write, { concurrency: 1 });
    const first = add('a').catch((err: Error) => err.message);
    const second = add('b');
    await held.finishAll();
    expect(await first).toBe('bad row in a');
    expect(await second).toBe('B');
  });
});
