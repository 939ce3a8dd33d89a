import { site } from '../../content/site';
import { isoPostDate } from '../../shared/blog/dates';
import type { BlogPostSummary } from '../../shared/blog/types';

/** schema.org BlogPosting for search engines (a data block: the CSP does not run it) */
export function PostJsonLd({ post, url, siteUrl }: { post: BlogPostSummary; url: string; siteUrl: string }) {
  const base = siteUrl.replace(/\/$/, '');
  const absolute = (u: string) => (u.startsWith('/') ? `${base}${u}` : u);
  const published = isoPostDate(post.publishDate);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.description,
    ...(published ? { datePublished: published, dateModified: published } : {}),
    author: post.author === site.teamLabel ? { '@type': 'Organization', name: post.author } : { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.legalName, logo: { '@type': 'ImageObject', url: `${base}/favicon.svg` } },
    image: absolute(post.featuredImage || '/images/placeholder.svg'),
    keywords: post.seoKeywords.join(', '),
    articleSection: post.tags[0],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
