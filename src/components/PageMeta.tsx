import { useLocation } from 'react-router';
import { site } from '../content/site';
import { useConfig } from '../lib/config';

interface PageMetaProps {
  title: string;
  description: string;
  /** canonical path; defaults to the current one */
  path?: string;
  keywords?: string[];
  author?: string;
  robots?: string;
  type?: 'website' | 'article';
  /** a not-found page: it names no canonical URL and no og:url, since its address answers 404 */
  notFound?: boolean;
}

/**
 * Title, description, canonical URL and Open Graph / Twitter tags of a page. React 19 hoists these
 * elements into <head>, on the server and in the browser (docs/decisions/001-head-tags.md).
 */
export function PageMeta({ title, description, path, keywords, author, robots, type = 'website', notFound }: PageMetaProps) {
  const { siteUrl } = useConfig();
  const { pathname } = useLocation();
  const url = `${siteUrl.replace(/\/$/, '')}${path ?? pathname}`;
  const fullTitle = title.includes(site.brand) ? title : `${title} | ${site.brand}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {author && <meta name="author" content={author} />}
      {robots && <meta name="robots" content={robots} />}
      {!notFound && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!notFound && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
