/**
 * Structured data (schema.org JSON-LD) builders. Pages render the result with <JsonLd>
 * (src/components/JsonLd.tsx) as <script type="application/ld+json">: data, never executed,
 * so it is allowed under the site's strict Content-Security-Policy.
 */
import { site } from '../content/site';

/** a JSON-LD document: a schema.org node with its @context */
export type JsonLdDocument = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface FaqItem {
  question: string;
  answer: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** the company as a schema.org Organization, with its logo, address, contact points and social profiles */
export function organizationJsonLd(siteUrl: string): JsonLdDocument {
  const origin = trimSlash(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: site.tagline,
    foundingDate: String(site.founded),
    email: site.emails.general,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.emails.general },
      { '@type': 'ContactPoint', contactType: 'sales', email: site.emails.sales },
    ],
    sameAs: Object.values(site.social),
  };
}

/** a schema.org FAQPage: one Question with an accepted Answer per entry */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdDocument {
  if (items.length === 0) throw new Error('faqPageJsonLd needs at least one question');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` and line separators escaped so no text can close the tag */
export function serializeJsonLd(doc: JsonLdDocument): string {
  return JSON.stringify(doc)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
