import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** reads GET the path held in the cache key, e.g. ['/api/blog/posts'] */
const readPath: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/')) as Promise<unknown>;

/** the spec's data-fetching rules: no retries, no refetch on focus, never stale, unused data dropped after 5 min */
export function createQueryClient(entries: Array<[string, unknown]> = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readPath,
        staleTime: Number.POSITIVE_INFINITY,
        // on the server a 5-minute gc timer per query would keep the exporter process alive; Infinity sets none
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of entries) client.setQueryData([key], data);
  return client;
}
