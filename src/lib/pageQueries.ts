import { createContext } from 'react';

/** the query cache entries a page was exported with (dependency-free so the main bundle stays small) */
export const PageQueriesContext = createContext<Array<[string, unknown]>>([]);
