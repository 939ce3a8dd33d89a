/**
 * Notion pages to the blog model: the post's fields from the page's properties, written against the few
 * fields it reads (not the SDK's full unions), so a new property type never breaks a build. The blocks
 * are mapped by blocks.ts (mapBlocks), their rich text by richText.ts; both are exported from here.
 */
import type { RawPost } from '../source';
import type { ExpiringUrl, NotionFile } from './blocks';
import type { NotionRichText } from './richText';

export { type ExpiringUrl, mapBlocks, type NotionBlock, type NotionFile } from './blocks';
export { linkPageMentions, linkPostMentions } from './mentions';
export { mapRichText, type NotionRichText } from './richText';

export interface NotionProperty {
  type?: string;
  title?: NotionRichText[];
  rich_text?: NotionRichText[];
  multi_select?: Array<{ name?: string }>;
  select?: { name?: string } | null;
  status?: { name?: string } | null;
  date?: { start?: string | null } | null;
  checkbox?: boolean;
  files?: NotionFile[];
  url?: string | null;
  people?: Array<{ name?: string | null }>;
  created_time?: string;
}

export interface NotionPage {
  object?: string;
  id: string;
  url?: string;
  cover?: NotionFile | null;
  in_trash?: boolean;
  archived?: boolean;
  properties?: Record<string, NotionProperty>;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** where each model field is looked for, by normalized property name */
const ALIASES = {
  slug: ['slug', 'urlslug'],
  metaDescription: ['metadescription', 'seodescription'],
  description: ['description', 'excerpt', 'summary'],
  seoKeywords: ['seokeywords', 'keywords'],
  tags: ['tags', 'tag', 'categories'],
  author: ['author', 'authors', 'writer'],
  publishDate: ['publishdate', 'publisheddate', 'publicationdate', 'date'],
  featuredImage: ['featuredimage', 'coverimage', 'image'],
  published: ['published', 'status'],
} as const;

function findProperty(page: NotionPage, field: keyof typeof ALIASES): NotionProperty | undefined {
  const props = page.properties ?? {};
  for (const alias of ALIASES[field]) {
    for (const [name, prop] of Object.entries(props)) if (key(name) === alias) return prop;
  }
  return undefined;
}

const plain = (runs: NotionRichText[] | undefined) => (runs ?? []).map((r) => r.plain_text ?? '').join('');

function propertyText(prop: NotionProperty | undefined): string {
  if (!prop) return '';
  switch (prop.type) {
    case 'title':
      return plain(prop.title);
    case 'rich_text':
      return plain(prop.rich_text);
    case 'select':
      return prop.select?.name ?? '';
    case 'status':
      return prop.status?.name ?? '';
    case 'url':
      return prop.url ?? '';
    case 'date':
      return prop.date?.start ?? '';
    case 'people':
      return (prop.people ?? [])
        .map((p) => p.name ?? '')
        .filter(Boolean)
        .join(', ');
    case 'created_time':
      return prop.created_time ?? '';
    default:
      return '';
  }
}

function propertyList(prop: NotionProperty | undefined): string[] {
  if (!prop) return [];
  if (prop.type === 'multi_select') return (prop.multi_select ?? []).map((o) => o.name ?? '').filter(Boolean);
  if (prop.type === 'select') return prop.select?.name ? [prop.select.name] : [];
  // keywords typed as text: 'a, b, c'
  return propertyText(prop)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** true for a page that may be shown: Published ticked (or status "Published"), not archived or in the trash */
export function isPublishedPage(page: NotionPage): boolean {
  if (page.in_trash || page.archived) return false;
  const prop = findProperty(page, 'published');
  if (!prop) return false;
  if (prop.type === 'checkbox') return prop.checkbox === true;
  return propertyText(prop).toLowerCase() === 'published';
}

function fileUrl(file: NotionFile | null | undefined, expiring: ExpiringUrl[]): string {
  if (!file) return '';
  if (file.type === 'file' && file.file?.url) {
    expiring.push({ url: file.file.url, expiry: file.file.expiry_time });
    return file.file.url;
  }
  if (file.type === 'external' && file.external?.url) return file.external.url;
  return '';
}

/** 'Hello, World!' -> 'hello-world' (for pages without a Slug property) */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** the post fields of a page (content is added separately); expiring file URLs are collected */
export function mapPageProperties(page: NotionPage, expiring: ExpiringUrl[] = []): Omit<RawPost, 'content'> {
  const titleProp = Object.values(page.properties ?? {}).find((p) => p.type === 'title');
  const title = propertyText(titleProp).trim();
  // authors type slugs by hand ('Passkey Rollout'): normalize, and fall back to the title
  const slug = slugify(propertyText(findProperty(page, 'slug')).trim() || title);
  const imageProp = findProperty(page, 'featuredImage');
  let featuredImage = '';
  if (imageProp?.type === 'files') featuredImage = fileUrl(imageProp.files?.[0], expiring);
  else featuredImage = propertyText(imageProp);
  if (!featuredImage) featuredImage = fileUrl(page.cover, expiring);
  return {
    id: page.id,
    slug,
    title,
    metaDescription: propertyText(findProperty(page, 'metaDescription')),
    description: propertyText(findProperty(page, 'description')),
    seoKeywords: propertyList(findProperty(page, 'seoKeywords')),
    tags: propertyList(findProperty(page, 'tags')),
    author: propertyText(findProperty(page, 'author')) || undefined,
    publishDate: propertyText(findProperty(page, 'publishDate')),
    featuredImage,
  };
}
