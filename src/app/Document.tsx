import type { ReactNode } from 'react';
import { PAGE_DATA_ID, type PageData, serializePageData } from '../shared/pageData';

/** the whole HTML document; rendered by the exporter and hydrated as-is by the browser */
export function Document({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <html lang="en" className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#050810" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/*
          The page is painted from this HTML alone: scripts only hydrate it. The one script named here is
          the tiny boot module (src/boot.ts), which preloads the page's chunks and imports the entry (both
          listed in the page data) after the first paint, so they never compete with the first paints.
        */}
        <script type="module" src={data.assets.boot} fetchPriority="low" />
      </head>
      <body>
        {children}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializePageData */}
        <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializePageData(data) }} />
      </body>
    </html>
  );
}
