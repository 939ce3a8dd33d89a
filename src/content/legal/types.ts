/** Shared shapes of the legal documents (privacy policy, support terms, terms of service). Rendered by the legal page components. */

/** a link to another page of the site, inside a paragraph */
export interface LegalLink {
  text: string;
  href: string;
}

/** a paragraph's text: plain, or runs of text and links (a reference to another page is a link, not a bare path) */
export type LegalText = string | Array<string | LegalLink>;

export type LegalBlock =
  | { kind: 'p'; text: LegalText }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

/** One section of a legal document; `id` is a url-safe anchor slug (lowercase, hyphens), unique within its document. */
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  metaDescription: string;
  heading: string;
  lastUpdated?: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}
