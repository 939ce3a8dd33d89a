/** Shared shapes of the legal documents (privacy policy, support terms, terms of service). Rendered by the legal page components. */

export type LegalBlock =
  | { kind: 'p'; text: string }
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
