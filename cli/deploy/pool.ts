/**
 * runs `work` over the items with at most `limit` in flight and answers the results in the items'
 * order; the first failure stops further starts and is thrown once the running ones have settled
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i] as T);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/**
 * runs `work` for every index of `order`, at most `limit` at once, starting an index only when every
 * index in its `after` list has finished; among those ready, the earliest in `order` starts first (so
 * with a limit of 1 the run follows `order` exactly). The first failure stops further starts and is
 * thrown once the running ones have settled.
 */
export async function runInOrder(
  order: readonly number[],
  after: readonly (readonly number[])[],
  limit: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  const rank = new Map(order.map((i, r) => [i, r]));
  const waiting = new Map(order.map((i) => [i, new Set((after[i] ?? []).filter((j) => rank.has(j)))]));
  const dependents = new Map<number, number[]>();
  for (const i of order) for (const j of waiting.get(i) ?? []) dependents.set(j, [...(dependents.get(j) ?? []), i]);
  const ready = order.filter((i) => waiting.get(i)?.size === 0);
  let running = 0;
  let finished = 0;
  let failure: { err: unknown } | null = null;
  await new Promise<void>((resolve) => {
    const pump = () => {
      if ((failure && running === 0) || finished === order.length) return resolve();
      if (!failure && running === 0 && ready.length === 0) {
        failure = { err: new Error('the upload order has a cycle: nothing can start') };
        return resolve();
      }
      while (!failure && running < limit && ready.length > 0) {
        ready.sort((a, b) => rank.get(a)! - rank.get(b)!);
        const i = ready.shift()!;
        running++;
        work(i).then(
          () => {
            running--;
            finished++;
            for (const d of dependents.get(i) ?? []) {
              const w = waiting.get(d)!;
              w.delete(i);
              if (w.size === 0) ready.push(d);
            }
            pump();
          },
          (err: unknown) => {
            running--;
            failure ??= { err };
            pump();
          },
        );
      }
    };
    pump();
  });
  if (failure) throw (failure as { err: unknown }).err;
}
