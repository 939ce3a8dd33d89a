import { ConfigProvider } from '../lib/config';
import { PageQueriesContext } from '../lib/pageQueries';
import { notFoundRoute } from '../routes';
import type { PageData } from '../shared/pageData';
import { Document } from './Document';
import { Layout } from './Layout';

/** providers and document shell around the layout; the same tree on the server and in the browser */
export function Root({ data }: { data: PageData }) {
  return (
    <ConfigProvider value={data.config}>
      <PageQueriesContext.Provider value={data.queries}>
        <Document data={data}>
          <Layout exportedAsNotFound={data.page === notFoundRoute.page} />
        </Document>
      </PageQueriesContext.Provider>
    </ConfigProvider>
  );
}
