/** A fetch for the Notion API that keeps under its rate limit and waits out 429 answers. */

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface ThrottleOptions {
  /** Notion's documented average limit: 3 requests per second (request starts are spaced evenly, no burst is assumed) */
  requestsPerSecond?: number;
  /** 429 answers retried before giving up (the last 429 is then returned to the caller) */
  maxRetries?: number;
  /** wait used when a 429 carries no (readable) Retry-After */
  defaultRetryAfterMs?: number;
  /** longest Retry-After honoured; longer asks fail instead of hanging an export */
  maxRetryAfterMs?: number;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: { url: string; waitMs: number; attempt: number }) => void;
}

/** Notion's documented average request limit per integration */
export const NOTION_REQUESTS_PER_SECOND = 3;

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in milliseconds: delta-seconds or an HTTP date; undefined when missing or unreadable */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * wraps fetch so that request starts are at least 1/rps seconds apart (across all concurrent callers),
 * and a 429 pauses every caller for its Retry-After before the same request is sent again
 */
export function createThrottledFetch(opts: ThrottleOptions = {}): FetchLike {
  const interval = 1000 / (opts.requestsPerSecond ?? NOTION_REQUESTS_PER_SECOND);
  const maxRetries = opts.maxRetries ?? 5;
  const fetchImpl = opts.fetch ?? ((url, init) => fetch(url, init));
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? realSleep;
  let nextSlot = 0;
  let pausedUntil = 0;

  /** requests waiting to be sent again after a 429: they go first once the pause is over */
  let retriesWaiting = 0;

  /**
   * waits until this caller may start a request: 1/rps after the previous start, and never during a 429
   * pause. Every caller wakes when a pause ends; a retried request takes the first slot, the others the
   * slots after it (without this, whichever timer fired first went, and the retry could come last).
   */
  const takeSlot = async (isRetry: boolean) => {
    if (isRetry) retriesWaiting++;
    try {
      for (;;) {
        const t = now();
        const start = Math.max(t, nextSlot, pausedUntil);
        if (start <= t && (isRetry || retriesWaiting === 0)) {
          nextSlot = t + interval;
          return;
        }
        await sleep(start > t ? start - t : interval);
      }
    } finally {
      if (isRetry) retriesWaiting--;
    }
  };

  return async (url, init) => {
    for (let attempt = 0; ; attempt++) {
      await takeSlot(attempt > 0);
      const res = await fetchImpl(url, init);
      if (res.status !== 429 || attempt >= maxRetries) return res;
      const asked = retryAfterMs(res.headers.get('retry-after'), now()) ?? opts.defaultRetryAfterMs ?? 1000;
      if (asked > (opts.maxRetryAfterMs ?? 120_000)) return res;
      await res.body?.cancel().catch(() => undefined);
      opts.onRetry?.({ url, waitMs: asked, attempt: attempt + 1 });
      // the limit is per integration: every caller waits, then this request is sent again
      pausedUntil = Math.max(pausedUntil, now() + asked);
    }
  };
}

/** a rate budget: the throttled fetch, and who hears of its waits */
export interface RateBudget {
  fetch: FetchLike;
  /** called on each 429 wait (every user of the budget hears of it); returns the unsubscribe */
  onWait(listener: (info: { url: string; waitMs: number; attempt: number }) => void): () => void;
}

/** wraps createThrottledFetch with a set of wait listeners */
export function createRateBudget(opts: ThrottleOptions = {}): RateBudget {
  const listeners = new Set<(info: { url: string; waitMs: number; attempt: number }) => void>();
  const fetch = createThrottledFetch({
    ...opts,
    onRetry: (info) => {
      opts.onRetry?.(info);
      for (const l of listeners) l(info);
    },
  });
  return {
    fetch,
    onWait(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const budgets = new Map<string, RateBudget>();

/**
 * the one rate budget of an integration token in this process: the export, the API's background
 * refresh and the webhook handler all draw from it, so together they keep under Notion's limit
 */
export function sharedRateBudget(token: string, baseUrl = 'https://api.notion.com'): RateBudget {
  const key = `${baseUrl}\0${token}`;
  let budget = budgets.get(key);
  if (!budget) {
    budget = createRateBudget();
    budgets.set(key, budget);
  }
  return budget;
}
