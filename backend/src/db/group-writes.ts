interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit for one kind of write. A call made while a write is in flight waits and goes out with
 * the others in the next one, so a hundred concurrent writers cost one statement instead of a hundred
 * (on SQLite every statement is a round trip to its one connection's thread), while a lone call is
 * written at once. `writeAll` answers with one result per item, in the items' order. When a group
 * fails, its items are written one by one, so one bad item fails alone.
 */
export function groupWrites<I, O>(
  writeAll: (items: I[]) => Promise<O[]>,
  maxGroup = 200,
): (item: I) => Promise<O> {
  const queue: Array<Pending<I, O>> = [];
  let flushing = false;

  async function writeGroup(group: Array<Pending<I, O>>): Promise<void> {
    try {
      const results = await writeAll(group.map((pending) => pending.item));
      if (results.length !== group.length) {
        throw new Error(`a group write answered ${results.length} results for ${group.length} items`);
      }
      group.forEach((pending, index) => pending.resolve(results[index] as O));
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      for (const pending of group) await writeGroup([pending]);
    }
  }

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) await writeGroup(queue.splice(0, maxGroup));
    } finally {
      flushing = false;
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) void flush();
    });
}
