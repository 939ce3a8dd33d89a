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
