import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { PageQueriesContext } from './pageQueries';
import { createQueryClient } from './queryClient';

let browserClient: QueryClient | undefined;

/**
 * Gives a page the query client. Only pages that fetch data use it, so @tanstack/react-query
 * ships with those pages and not with every page. In the browser one client lives for the whole
 * visit (the cache outlasts navigations); on the server each render gets its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const entries = useContext(PageQueriesContext);
  const [client] = useState(() => {
    if (typeof window === 'undefined') return createQueryClient(entries);
    browserClient ??= createQueryClient(entries);
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
