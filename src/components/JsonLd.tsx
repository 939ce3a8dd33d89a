import { type JsonLdDocument, serializeJsonLd } from '../shared/jsonLd';

/** structured data for search engines: a JSON-LD data block (not executed, so CSP-safe) */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializeJsonLd
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
