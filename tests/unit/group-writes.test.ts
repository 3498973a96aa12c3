import { describe, expect, it } from 'vitest';
import { groupWrites } from '../../backend/src/db/group-writes';

/** A writer that records each group and answers when `release` is called. */
function recordingWriter(fail: (item: number) => boolean = () => false) {
  const groups: number[][] = [];
  let release: () => void = () => {};
  const writeAll = (items: number[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve, reject) => {
      release = () =>
        items.some(fail) ? reject(new Error('bad item')) : resolve(items.map((item) => `row-${item}`));
    });
  };
  return { groups, writeAll, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('given writes grouped for one statement each', () => {
  it('should write a lone call at once, on its own', async () => {
    const writer = recordingWriter();
    const write = groupWrites(writer.writeAll);
    const answer = write(1);
    expect(writer.groups).toEqual([[1]]);
    writer.release();
    await expect(answer).resolves.toBe('row-1');
  });

  it('should send the calls made during a write together in the next one, each getting its own result', async () => {
    const writer = recordingWriter();
    const write = groupWrites(writer.writeAll);
    const first = write(1);
    const waiting = [write(2), write(3), write(4)];
    expect(writer.groups).toEqual([[1]]);
    writer.release();
    await first;
    await settle();
    expect(writer.groups).toEqual([[1], [2, 3, 4]]);
    writer.release();
    await expect(Promise.all(waiting)).resolves.toEqual(['row-2', 'row-3', 'row-4']);
  });

  it('should keep each group within the maximum size', async () => {
    const writer = recordingWriter();
    const write = groupWrites(writer.writeAll, 2);
    const answers = [1, 2, 3, 4, 5].map((item) => write(item));
    for (let round = 0; round < 3; round++) {
      writer.release();
      await settle();
    }
    await Promise.all(answers);
    expect(writer.groups).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('should write a failed group one by one, so only the bad item fails', async () => {
    const groups: number[][] = [];
    const write = groupWrites(async (items: number[]) => {
      groups.push(items);
      if (items.includes(3)) throw new Error('bad item');
      return items.map((item) => `row-${item}`);
    });
    const first = write(1);
    const rest = [2, 3, 4].map((item) => write(item).catch((error: Error) => error.message));
    await first;
    expect(await Promise.all(rest)).toEqual(['row-2', 'bad item', 'row-4']);
    expect(groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('should not trust a group write that answers the wrong number of results', async () => {
    let calls = 0;
    const write = groupWrites(async (items: number[]) => {
      calls++;
      return items.length > 1 ? ['only-one'] : items.map((item) => `row-${item}`);
    });
    const first = write(1);
    const rest = [write(2), write(3)];
    await first;
    await expect(Promise.all(rest)).resolves.toEqual(['row-2', 'row-3']);
    expect(calls).toBe(4);
  });
});
