/** the toast viewport's chunk, fetched once on first use (or ahead of time by a form that may need it) */
let loading: Promise<typeof import('./Toaster')> | null = null;

export function loadToaster(): Promise<typeof import('./Toaster')> {
  loading ??= import('./Toaster').catch((err: unknown) => {
    // a failed fetch (offline) may be retried on the next toast
    loading = null;
    throw err;
  });
  return loading;
}
